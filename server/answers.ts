import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { clean } from "./contact/log.ts";

/**
 * Where a request whose address cannot be read is routed: the address has a % not followed by
 * two hexadecimal digits, or escapes that spell no character (`/%zz`, `/about%`). Fastify's router
 * would refuse it with its own error (its code, the address echoed) and none of the hooks that
 * add the security headers; routed here instead, it is answered by the site like any request.
 * No page has a name that starts with a dot.
 */
export const UNREADABLE = "/.unreadable-address";

/** Fastify's rewriteUrl: the request's own address, or UNREADABLE. */
export function routeUnreadable(req: { url?: string }): string {
  const url = req.url ?? "/";
  try {
    decodeURIComponent(url.split(/[?;]/, 1)[0]!);
    return url;
  } catch {
    return UNREADABLE;
  }
}

/** True when this request's own address could not be read (see UNREADABLE). */
export function isUnreadable(request: FastifyRequest): boolean {
  return request.url === UNREADABLE && request.originalUrl !== UNREADABLE;
}

export const isApi = (request: FastifyRequest) => request.originalUrl.startsWith("/api/");

/** A method the pages do not take (POST /about), or an address no page or API has, in JSON. */
export function noSuchRoute(request: FastifyRequest, reply: FastifyReply, isPage: (pathname: string) => boolean) {
  if (isUnreadable(request)) return unreadableJson(reply);
  const pathname = request.url.split("?")[0]!;
  if (!isApi(request) && isPage(pathname))
    return reply
      .code(405)
      .header("allow", "GET, HEAD")
      .send({ error: "method_not_allowed", message: "Pages of this site can only be read (GET or HEAD)." });
  const message = isApi(request) ? "No part of the API answers at this address." : "Nothing answers at this address.";
  return reply.code(404).send({ error: "not_found", message });
}

export function unreadableJson(reply: FastifyReply) {
  return reply.code(400).send({
    error: "bad_address",
    message:
      "This address cannot be read: a % in it must be followed by two hexadecimal digits that spell a character.",
  });
}

const ERROR_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Something went wrong</title><body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5"><h1>Something went wrong on our side</h1><p>Please try again in a moment, or go to the <a href="/">home page</a>.</p></body></html>`;

/**
 * The answers the server gives for an error of its own (the site plugin answers the addresses no
 * route takes; the enquiry API keeps its own error handler, server/contact/errors.ts). 4xx
 * answers say what to do; 5xx details, file paths included, go only to the log.
 */
export function serverAnswers(app: FastifyInstance) {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ event: "request_refused", status, code: clean(error.code ?? "") }, "request refused");
      return reply.code(status).send({ error: "bad_request", message: "The request could not be read." });
    }
    request.log.error(
      { event: "internal_error", code: clean(error.code ?? error.name), reason: clean(error.message, 500) },
      "request failed",
    );
    reply.code(500).header("cache-control", "no-store");
    if (isApi(request)) return reply.send({ error: "internal", message: "Something went wrong on our side." });
    // A page of its own: nothing of the failed one is sent (its policy may not be known).
    return reply
      .header(
        "content-security-policy",
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
      )
      .type("text/html; charset=utf-8")
      .send(ERROR_PAGE);
  });
}
