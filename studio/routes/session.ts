import type { FastifyInstance, FastifyReply } from "fastify";
import type { AccountStore } from "../accounts.ts";
import type { AuditLog } from "../audit.ts";
import type { StudioConfig } from "../config.ts";
import { requireSession, SESSION_COOKIE } from "../guard.ts";
import { verifyPassword } from "../passwords.ts";
import type { SessionStore } from "../sessions.ts";

export interface SessionRouteOptions {
  config: StudioConfig;
  accounts: AccountStore;
  sessions: SessionStore;
  audit: AuditLog;
  /** Checked when the e-mail matches no account (see dummyHash). */
  dummyHash: string;
}

const LOGIN_BODY = {
  type: "object",
  required: ["email", "password"],
  additionalProperties: false,
  properties: { email: { type: "string", maxLength: 254 }, password: { type: "string", maxLength: 1024 } },
} as const;

/** One answer for an unknown account and a wrong password: which of the two is never told. */
const LOGIN_FAILED = {
  error: "login_failed",
  message: "That e-mail and password do not match an account. Check both and try again.",
};

/** Login, logout, logout everywhere, and who is logged in, under /studio/api. */
export async function sessionRoutes(app: FastifyInstance, opts: SessionRouteOptions) {
  const { config, accounts, sessions, audit } = opts;
  const cookieOptions = {
    path: "/studio",
    httpOnly: true,
    sameSite: "strict",
    secure: config.secureCookie,
  } as const;
  const endCookie = (reply: FastifyReply) => reply.clearCookie(SESSION_COOKIE, cookieOptions);

  app.post<{ Body: { email: string; password: string } }>(
    "/login",
    { schema: { body: LOGIN_BODY } },
    async (request, reply) => {
      const email = request.body.email.trim();
      const address = request.ip;
      const failures = await audit.recentFailures(email, address, config.loginWindowMs);
      if (failures.account >= config.loginLimit || failures.address >= config.loginLimit) {
        request.log.warn({ event: "login_limited" }, "login attempts limited");
        return reply
          .code(429)
          .header("retry-after", Math.ceil(config.loginWindowMs / 1000))
          .send({
            error: "too_many_attempts",
            message: "Too many wrong passwords in a short time. Wait a minute, then try again.",
          });
      }
      const account = await accounts.find(email);
      // An unknown account still costs one hash, so its answer takes as long as a wrong password's.
      const matches = await verifyPassword(request.body.password, account?.passwordHash ?? opts.dummyHash);
      if (!account || !matches) {
        await audit.record({ actor: email, action: "login_failed", address });
        return reply.code(401).send(LOGIN_FAILED);
      }
      const { token, csrfToken } = await sessions.start(account.id, address);
      await audit.record({ actor: account.email, action: "login", address });
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: Math.floor(config.sessionMaxMs / 1000) });
      return reply
        .header("cache-control", "no-store")
        .send({ email: account.email, name: account.name, role: account.role, csrfToken });
    },
  );

  app.post("/logout", { preHandler: requireSession }, async (request, reply) => {
    const { account, session } = request.studio!;
    await sessions.end(session);
    await audit.record({ actor: account.email, action: "logout", address: request.ip });
    return endCookie(reply).code(204).send();
  });

  app.post("/logout-everywhere", { preHandler: requireSession }, async (request, reply) => {
    const { account } = request.studio!;
    const ended = await sessions.endAll(account.id);
    await audit.record({ actor: account.email, action: "logout_everywhere", address: request.ip });
    return endCookie(reply).send({ ended });
  });

  app.get("/me", { preHandler: requireSession }, async (request, reply) => {
    const { account, session } = request.studio!;
    return reply
      .header("cache-control", "no-store")
      .send({ email: account.email, name: account.name, role: account.role, csrfToken: session.csrfToken });
  });
}
