import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { clean } from "../../server/contact/log.ts";
import { StudioDatabaseUnavailable } from "./store.ts";

/**
 * The studio's own error answers, all JSON: 4xx say in plain words what to do (never the
 * validator's wording), 5xx details go to the log only; an address nothing answers is 404.
 */
export function studioAnswers(app: FastifyInstance) {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof StudioDatabaseUnavailable) {
      request.log.error({ event: "database_unavailable", reason: clean(error.message, 500) }, "database unavailable");
      return reply.code(503).header("cache-control", "no-store").header("retry-after", "10").send({
        error: "database_unavailable",
        message:
          "The studio cannot be reached just now: its database is not answering. Try again in a minute; if this goes on, tell whoever runs the studio.",
      });
    }
    const status = error.statusCode ?? 500;
    reply.header("cache-control", "no-store");
    if (status >= 400 && status < 500) {
      request.log.info({ event: "request_refused", status, code: clean(error.code ?? "") }, "request refused");
      const message = error.validation
        ? "Some of what was sent is missing or not in the expected form. Reload the page and try again."
        : "The request could not be read.";
      return reply.code(status).send({ error: "bad_request", message });
    }
    request.log.error(
      { event: "internal_error", code: clean(error.code ?? error.name), reason: clean(error.message, 500) },
      "request failed",
    );
    return reply.code(500).send({ error: "internal", message: "Something went wrong on our side. Try again shortly." });
  });
  app.setNotFoundHandler(async (_request, reply) =>
    reply.code(404).send({ error: "not_found", message: "Nothing in the studio answers at this address." }),
  );
}

/** An onSend hook for routes whose every answer is personal or changes: never kept by a cache. */
export async function noStore(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header("cache-control", "no-store");
  return payload;
}
