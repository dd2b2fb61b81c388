import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { EditorOperation } from "../../../contracts/editor-requests.ts";
import type { EditorContext } from "../../../editor/server/handlers/context.ts";
import { handle } from "../../../editor/server/handlers/handle.ts";
import { OPERATIONS } from "../../../editor/server/handlers/operations.ts";
import { SiteCache } from "../../../editor/server/handlers/site-cache.ts";
import { MAX_IMAGE_BYTES, TOO_LARGE } from "../../../editor/server/images.ts";
import type { ContentStore } from "../../../editor/server/store/content-store.ts";
import type { AuditLog } from "../audit.ts";
import { auditedWrite } from "../editor/audited.ts";
import { requireRole } from "../guard.ts";

export interface EditorRouteOptions {
  store: ContentStore;
  audit: AuditLog;
}

/** As large a page as `npm run edit` takes (editor/server/http-body.ts). */
const MAX_BODY = 2 * 1024 * 1024;

/** Fastify's first look at a body: a JSON object. The operation's own schema (handle.ts) says the rest. */
const JSON_OBJECT = { type: "object" } as const;

const FAILURE_HINT = "the studio's log says why; tell whoever runs the studio.";

/**
 * The editor's operations (editor/server/handlers) at /studio/api/editor/<operation>: GET for
 * one that reads its query, POST for one that takes a JSON body or a picture's bytes. Every one
 * needs a logged-in account with the editor role, and a change its CSRF token (guard.ts), checked
 * before a body is read; what an account writes goes under its name to the store and the audit log.
 */
export async function editorRoutes(app: FastifyInstance, opts: EditorRouteOptions) {
  const { store, audit } = opts;
  // One for the process: the studio is the only writer of its site's folder, and each write forgets it (handle.ts).
  // Its checks run in a worker thread: one editor's check never holds up everyone else's requests.
  const cache = new SiteCache(store.root, { thread: true });
  app.addHook("onClose", () => cache.close());
  const onRequest = requireRole("editor");

  // A picture arrives as its bytes; Fastify keeps them whole, up to the route's bodyLimit.
  app.addContentTypeParser("application/octet-stream", { parseAs: "buffer" }, (_request, body, done) =>
    done(null, body),
  );

  async function answer(
    operation: EditorOperation,
    input: unknown,
    request: FastifyRequest,
    reply: FastifyReply,
    bytes?: Buffer,
  ) {
    const { account } = request.studio!;
    const ctx: EditorContext = {
      store,
      cache,
      author: { name: account.name, email: account.email },
      log: (details) => request.log.error({ event: "editor_failed", operation }, details),
      failureHint: FAILURE_HINT,
    };
    const { status, body } = await handle(operation, input, ctx, bytes);
    const written = auditedWrite(operation, input, status, body);
    if (written) await audit.record({ actor: account.email, ...written, address: request.ip });
    return reply.code(status).header("cache-control", "no-store").send(body);
  }

  for (const operation of Object.keys(OPERATIONS) as EditorOperation[]) {
    const url = `/editor/${operation}`;
    const { via } = OPERATIONS[operation];
    if (via === "query")
      app.get(url, { onRequest }, (request, reply) => answer(operation, request.query, request, reply));
    else if (via === "body")
      app.post(url, { onRequest, bodyLimit: MAX_BODY, schema: { body: JSON_OBJECT } }, (request, reply) =>
        answer(operation, request.body, request, reply),
      );
    else
      app.post(
        url,
        {
          onRequest,
          bodyLimit: MAX_IMAGE_BYTES,
          // A picture too large is refused in the words the editor shows for it, not a generic 413.
          errorHandler: (error, _request, reply) => {
            if (error.code !== "FST_ERR_CTP_BODY_TOO_LARGE") throw error;
            return reply.code(413).header("cache-control", "no-store").send({ message: TOO_LARGE });
          },
        },
        (request, reply) =>
          answer(operation, request.query, request, reply, Buffer.isBuffer(request.body) ? request.body : undefined),
      );
  }
}
