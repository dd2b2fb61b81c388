import { renderToString } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

// Runs only at build time, to prerender each route. Emotion writes each component's styles
// as <style> tags next to it in this HTML, so pages are styled before any script runs.
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
) {
  const html = renderToString(<ServerRouter context={context} url={request.url} />);
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(`<!DOCTYPE html>${html}`, { status, headers });
}
