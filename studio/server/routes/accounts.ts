import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ROLES, type Account, type AccountStore, type Role } from "../accounts.ts";
import { isRefusal, type AccountChanges, type Refusal } from "../account-changes.ts";
import type { AuditLog } from "../audit.ts";
import { requireRole, requireSession } from "../guard.ts";
import type { SessionStore } from "../sessions.ts";
import { noStore } from "../answers.ts";

export interface AccountRouteOptions {
  accounts: AccountStore;
  changes: AccountChanges;
  sessions: SessionStore;
  audit: AuditLog;
}

const EMAIL_PARAMS = {
  type: "object",
  required: ["email"],
  properties: { email: { type: "string", minLength: 3, maxLength: 254 } },
} as const;

const ADD_BODY = {
  type: "object",
  required: ["email", "role"],
  additionalProperties: false,
  properties: {
    email: { type: "string", minLength: 3, maxLength: 254 },
    name: { type: "string", maxLength: 120 },
    role: { type: "string", enum: ROLES },
  },
} as const;

const ROLE_BODY = {
  type: "object",
  required: ["role"],
  additionalProperties: false,
  properties: { role: { type: "string", enum: ROLES } },
} as const;

const PASSWORD_BODY = {
  type: "object",
  required: ["current", "password"],
  additionalProperties: false,
  properties: { current: { type: "string", maxLength: 1024 }, password: { type: "string", maxLength: 4096 } },
} as const;

/** What the owner's page shows of an account: never its hash. */
const shown = (a: Account, lastLogin?: string) => ({
  email: a.email,
  name: a.name,
  role: a.role,
  created: a.createdAt,
  lastLogin: lastLogin ?? null,
});

/** A refusal's status: 404 for no such account, 409 for the last owner, else 400. */
const STATUS: Record<Refusal["refused"], number> = {
  no_account: 404,
  last_owner: 409,
  taken: 409,
  not_an_email: 400,
  weak_password: 400,
  wrong_password: 400,
};

const refuse = (reply: FastifyReply, r: Refusal) =>
  reply.code(STATUS[r.refused]).send({ error: r.refused, message: r.message });

/**
 * The owner's page under /studio/api/accounts (list, add, change a role, a new password, remove:
 * owners only, through the same changes as the command line), and /studio/api/password, where any
 * logged-in account changes its own. Nothing here is cached.
 */
export async function accountRoutes(app: FastifyInstance, opts: AccountRouteOptions) {
  const { accounts, changes, sessions, audit } = opts;
  const owner = requireRole("owner");
  const by = (request: FastifyRequest) => ({ actor: request.studio!.account.email, address: request.ip });
  app.addHook("onSend", noStore);

  app.get("/accounts", { preHandler: owner }, async () => {
    const logins = await audit.lastLogins();
    return { accounts: (await accounts.list()).map((a) => shown(a, logins.get(a.email.toLowerCase()))) };
  });

  app.post<{ Body: { email: string; name?: string; role: Role } }>(
    "/accounts",
    { schema: { body: ADD_BODY }, preHandler: owner },
    async (request, reply) => {
      const added = await changes.add(by(request), request.body);
      if (isRefusal(added)) return refuse(reply, added);
      return reply.code(201).send({ account: shown(added.account), password: added.password });
    },
  );

  app.patch<{ Params: { email: string }; Body: { role: Role } }>(
    "/accounts/:email",
    { schema: { params: EMAIL_PARAMS, body: ROLE_BODY }, preHandler: owner },
    async (request, reply) => {
      const changed = await changes.setRole(by(request), request.params.email, request.body.role);
      return isRefusal(changed) ? refuse(reply, changed) : { account: shown(changed.account) };
    },
  );

  app.post<{ Params: { email: string } }>(
    "/accounts/:email/reset",
    { schema: { params: EMAIL_PARAMS }, preHandler: owner },
    async (request, reply) => {
      const reset = await changes.reset(by(request), request.params.email);
      return isRefusal(reset) ? refuse(reply, reset) : { account: shown(reset.account), password: reset.password };
    },
  );

  app.delete<{ Params: { email: string } }>(
    "/accounts/:email",
    { schema: { params: EMAIL_PARAMS }, preHandler: owner },
    async (request, reply) => {
      const removed = await changes.remove(by(request), request.params.email);
      return isRefusal(removed) ? refuse(reply, removed) : reply.code(204).send();
    },
  );

  app.post<{ Body: { current: string; password: string } }>(
    "/password",
    { schema: { body: PASSWORD_BODY }, preHandler: requireSession },
    async (request, reply) => {
      const { account, session } = request.studio!;
      const changed = await changes.changeOwn(by(request), account, request.body.current, request.body.password, () =>
        sessions.endOthers(session),
      );
      return isRefusal(changed) ? refuse(reply, changed) : reply.code(204).send();
    },
  );
}
