import type { FastifyInstance } from "fastify";
import type { AuditLog } from "../audit.ts";
import { requireRole } from "../guard.ts";

const QUERY = {
  type: "object",
  additionalProperties: false,
  properties: { limit: { type: "integer", minimum: 1, maximum: 1000, default: 200 } },
} as const;

/** GET /studio/api/audit: the newest entries of the audit log, for owners only. */
export async function auditRoutes(app: FastifyInstance, opts: { audit: AuditLog }) {
  app.get<{ Querystring: { limit: number } }>(
    "/audit",
    { schema: { querystring: QUERY }, preHandler: requireRole("owner") },
    async (request, reply) =>
      reply.header("cache-control", "no-store").send({ entries: await opts.audit.newest(request.query.limit) }),
  );
}
