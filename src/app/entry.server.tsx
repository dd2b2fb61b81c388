import { CacheProvider } from "@emotion/react";
import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type HandleErrorFunction } from "react-router";
import { CONTENT_PROBLEMS } from "../../engine/problems.ts";
import { serverStyles } from "../styles/emotion-cache.ts";
import { markEnglishHtml } from "./english-marks.ts";

// Runs at build time, to prerender each route (and on the development server). The whole page,
// including React Router's streamed hydration data, is rendered before anything is written
// (onAllReady); then every component style the page used goes into one <style> at the end of
// <head> (src/styles/emotion-cache.ts says why), so pages are styled before any script runs.
export default function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  const styles = serverStyles();
  return new Promise<Response>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <CacheProvider value={styles.cache}>
        <ServerRouter context={context} url={request.url} />
      </CacheProvider>,
      {
        // Write every Suspense boundary in place: never as a hidden segment revealed by a script,
        // so the page reads fully without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough();
          pipe(body);
          text(body).then((rendered) => {
            const html = markEnglish(rendered, context);
            const at = html.indexOf("</head>");
            const styled = at < 0 ? html : html.slice(0, at) + styles.styleTag(html) + html.slice(at);
            headers.set("Content-Type", "text/html; charset=utf-8");
            resolve(new Response(styled, { status, headers }));
          }, reject);
        },
        onShellError: reject,
        onError(error) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}

/** The page's words still in English (a Bangla page's untranslated fields) marked lang="en" in its body. */
function markEnglish(html: string, context: EntryContext): string {
  const data = Object.values(context.staticHandlerContext.loaderData ?? {}) as ({ english?: unknown } | undefined)[];
  const english = data.flatMap((d) => (d && Array.isArray(d.english) ? (d.english as string[]) : []));
  const body = html.indexOf("<body");
  return english.length && body >= 0 ? html.slice(0, body) + markEnglishHtml(html.slice(body), english) : html;
}

// Content problems are already reported, in words and at their place, by the content check (in the
// terminal and the browser overlay); a stack trace under them would only bury the message.
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (error instanceof Error && error.message.startsWith(CONTENT_PROBLEMS)) return;
  if (!request.signal.aborted) console.error(error);
};
