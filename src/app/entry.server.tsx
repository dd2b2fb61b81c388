import { PassThrough, Readable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type HandleErrorFunction } from "react-router";
import { CONTENT_PROBLEMS } from "../content/problems.ts";

// Runs only at build time, to prerender each route. The whole page, including React Router's
// streamed hydration data, is rendered before anything is written (onAllReady). Emotion writes
// each component's styles as <style> tags next to it, so pages are styled before any script runs.
export default function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  return new Promise<Response>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<ServerRouter context={context} url={request.url} />, {
      // Write every Suspense boundary in place: never as a hidden segment revealed by a script,
      // so the page reads fully without JavaScript.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough();
        headers.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(Readable.toWeb(body) as ReadableStream, { status, headers }));
        pipe(body);
      },
      onShellError: reject,
      onError(error) {
        status = 500;
        console.error(error);
      },
    });
  });
}

// Content problems are already reported, in words and at their place, by the content check (in the
// terminal and the browser overlay); a stack trace under them would only bury the message.
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (error instanceof Error && error.message.startsWith(CONTENT_PROBLEMS)) return;
  if (!request.signal.aborted) console.error(error);
};
