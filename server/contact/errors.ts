import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { clean } from "./log.ts";

/** Every error answer: a stable code for programs and a sentence for people. */
export interface ErrorBody {
  error: string;
  message: string;
  fields?: Record<string, string>;
  /** How many keys of the body are not fields of the form (they are not named back). */
  unknownFields?: number;
}

/** An answer decided by our own code (a hook or the body parser), thrown to skip the handler. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
  }
}

/**
 * The Content-Encodings a request body may come in (the compress plugin decompresses them). Listed
 * rather than left to the plugin, which adds zstd on the Node versions that have it: the API
 * takes the same bodies on every Node line it runs on.
 */
export const REQUEST_ENCODINGS = ["gzip", "deflate", "br", "identity"] as const;
const COMPRESSED = REQUEST_ENCODINGS.filter((e) => e !== "identity");

// Errors raised by Fastify itself before our handler runs, as the client should see them.
const FASTIFY_ERRORS: Record<string, [number, ErrorBody]> = {
  FST_CP_ERR_INVALID_CONTENT_ENCODING: [
    415,
    {
      error: "unsupported_encoding",
      message: `Send the enquiry uncompressed, or compressed with ${COMPRESSED.slice(0, -1).join(", ")} or ${COMPRESSED.at(-1)} (its Content-Encoding header).`,
    },
  ],
  FST_CP_ERR_INVALID_CONTENT: [
    400,
    { error: "malformed", message: "The body is not compressed the way its Content-Encoding header says." },
  ],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    415,
    { error: "unsupported_media_type", message: "Send the enquiry as application/json." },
  ],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, { error: "too_large", message: "The enquiry is larger than 16 KiB." }],
};

/**
 * The enquiry API's error handler: 4xx answers say what to fix; anything else is a 500 whose
 * details go only to the log. Parser error messages are never logged or echoed, because
 * JSON.parse quotes the body it failed on.
 */
export function contactErrorHandler(error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) return reply.code(error.statusCode).send(error.body);
  const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  const status = known?.[0] ?? error.statusCode ?? 500;
  if (status === 429)
    return reply
      .code(429)
      .send({ error: "rate_limited", message: "Too many enquiries from this address: try again later." });
  if (status >= 400 && status < 500) {
    request.log.info({ event: "request_refused", status, code: clean(error.code ?? "") }, "enquiry request refused");
    return reply.code(status).send(known?.[1] ?? { error: "bad_request", message: "The request could not be read." });
  }
  request.log.error(
    { event: "internal_error", code: clean(error.code ?? ""), reason: clean(error.message) },
    "enquiry request failed",
  );
  return reply.code(500).send({ error: "internal", message: "Something went wrong on our side." });
}
