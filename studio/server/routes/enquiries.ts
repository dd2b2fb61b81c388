import type { FastifyInstance } from "fastify";
import { inboxCsv } from "../../../server/contact/inbox-csv.ts";
import { STATUSES, type InboxFilter, type InboxQuery, type Status } from "../../../server/contact/owner.ts";
import { EnquiriesUnavailable, type OwnerEnquiries } from "../../../server/contact/owner-store.ts";
import { clean } from "../../../server/contact/log.ts";
import { erasedSubject, type AuditLog } from "../audit.ts";
import { requireRole } from "../guard.ts";
import { noStore } from "../answers.ts";

const FILTER = {
  search: { type: "string", maxLength: 200 },
  service: { type: "string", maxLength: 200 },
  status: { type: "string", enum: STATUSES },
  email: { type: "string", maxLength: 254 },
} as const;

const LIST_QUERY = {
  type: "object",
  additionalProperties: false,
  properties: {
    ...FILTER,
    limit: { type: "integer", minimum: 1, maximum: 200, default: 50 },
    offset: { type: "integer", minimum: 0, default: 0 },
  },
} as const;

// The export takes the inbox's filter, so "Export CSV" holds what the owner is looking at.
const CSV_QUERY = { type: "object", additionalProperties: false, properties: FILTER } as const;

const ID_PARAMS = {
  type: "object",
  required: ["id"],
  properties: { id: { type: "string", maxLength: 64 } },
} as const;

const UPDATE_BODY = {
  type: "object",
  additionalProperties: false,
  minProperties: 1,
  properties: { status: { type: "string", enum: STATUSES }, note: { type: "string", maxLength: 4000 } },
} as const;

const ERASE_BODY = {
  type: "object",
  required: ["email"],
  additionalProperties: false,
  properties: { email: { type: "string", minLength: 3, maxLength: 254 } },
} as const;

const UNAVAILABLE = {
  error: "inbox_unavailable",
  message:
    "The enquiries cannot be reached just now: their database is not answering. Try again in a minute; if this goes on, tell whoever runs the site's server.",
};

const NOT_FOUND = {
  error: "no_such_enquiry",
  message: "There is no such enquiry: it may have been deleted. Go back to the inbox and search again.",
};

/**
 * The owner's inbox under /studio/api/enquiries, on the enquiry database the public server writes
 * (the SQLite file or PostgreSQL), with the owner tools' own queries (server/contact/owner-store.ts): list and search newest first, one
 * enquiry, its status and note, the CSV export, and erasure of every enquiry from an address. Owners
 * only; nothing here is cached (personal data), and every change and export goes to the audit log.
 */
export async function enquiryRoutes(app: FastifyInstance, opts: { enquiries: OwnerEnquiries; audit: AuditLog }) {
  const { enquiries, audit } = opts;
  const owner = requireRole("owner");
  app.addHook("onSend", noStore);
  // PostgreSQL away (restarting, unreachable): say so and when to try again; anything else goes to
  // the studio's own answers (studio/server/answers.ts).
  app.setErrorHandler(async (error, request, reply) => {
    if (!(error instanceof EnquiriesUnavailable)) throw error;
    request.log.error(
      { event: "inbox_unavailable", reason: clean(error.message, 500) },
      "enquiry database unavailable",
    );
    return reply.code(503).header("retry-after", "10").send(UNAVAILABLE);
  });

  app.get<{ Querystring: InboxQuery }>(
    "/enquiries",
    { schema: { querystring: LIST_QUERY }, preHandler: owner },
    async (request) => {
      const { rows, total } = await enquiries.search(request.query);
      return { enquiries: rows, total };
    },
  );

  app.get<{ Querystring: InboxFilter }>(
    "/enquiries.csv",
    { schema: { querystring: CSV_QUERY }, preHandler: owner },
    async (request, reply) => {
      const rows = await enquiries.filtered(request.query);
      await audit.record({ actor: request.studio!.account.email, action: "enquiries_exported", address: request.ip });
      // The owner's columns, in words (inbox-csv.ts); `npm run enquiries -- export` keeps the program's.
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="enquiries.csv"')
        .send(inboxCsv(rows));
    },
  );

  app.get<{ Params: { id: string } }>(
    "/enquiries/:id",
    { schema: { params: ID_PARAMS }, preHandler: owner },
    async (request, reply) => (await enquiries.get(request.params.id)) ?? reply.code(404).send(NOT_FOUND),
  );

  app.patch<{ Params: { id: string }; Body: { status?: Status; note?: string } }>(
    "/enquiries/:id",
    { schema: { params: ID_PARAMS, body: UPDATE_BODY }, preHandler: owner },
    async (request, reply) => {
      const { id } = request.params;
      const actor = request.studio!.account.email;
      if (!(await enquiries.update(id, request.body, actor))) return reply.code(404).send(NOT_FOUND);
      const what = [request.body.status && `marked ${request.body.status}`, request.body.note !== undefined && "note"];
      await audit.record({
        actor,
        action: "enquiry_updated",
        subject: `${id}: ${what.filter(Boolean).join(", ")}`,
        address: request.ip,
      });
      return enquiries.get(id);
    },
  );

  app.post<{ Body: { email: string } }>(
    "/enquiries/erase",
    { schema: { body: ERASE_BODY }, preHandler: owner },
    async (request) => {
      const removed = await enquiries.deleteByEmail(request.body.email);
      // The address goes from the audit log as well: the entry counts the enquiries, never whose.
      await audit.forgetAddress(request.body.email);
      await audit.record({
        actor: request.studio!.account.email,
        action: "enquiries_deleted",
        subject: erasedSubject(removed),
        address: request.ip,
      });
      return { removed };
    },
  );
}
