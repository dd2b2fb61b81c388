import type { FastifyInstance, FastifyReply } from "fastify";
import { addressGroup } from "../../../server/address-cap.ts";
import type { AccountStore } from "../accounts.ts";
import type { AuditLog } from "../audit.ts";
import type { StudioConfig } from "../config.ts";
import { requireSession, SESSION_COOKIE } from "../guard.ts";
import { hashQueue, QueueFull } from "../hash-queue.ts";
import { KNOWN_ADDRESS_MS, loginLimits, type LoginTurn } from "../login-limits.ts";
import { dummyHash, verifyPassword } from "../passwords.ts";
import type { SessionStore } from "../sessions.ts";

export interface SessionRouteOptions {
  config: StudioConfig;
  accounts: AccountStore;
  sessions: SessionStore;
  audit: AuditLog;
  /** The login limits' clock (the app's). */
  now?: () => number;
}

/**
 * Password checks at once: two, the cores of the machine the studio is sized for, which leaves two
 * of libuv's four threads for the studio's files. 16 waiting in all is 8 checks' time (about 3 s
 * at OWASP's figures here) for the last of them.
 */
const HASHING = { running: 2, perAddress: 4, waiting: 16 };

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
  const { config, accounts, sessions, audit, now = Date.now } = opts;
  const cookieOptions = {
    path: "/studio",
    httpOnly: true,
    sameSite: "strict",
    secure: config.secureCookie,
  } as const;
  const endCookie = (reply: FastifyReply) => reply.clearCookie(SESSION_COOKIE, cookieOptions);

  const limits = loginLimits({ limit: config.loginLimit, windowMs: config.loginWindowMs }, now);
  // The failures and logins the audit log already holds count as if made in this process.
  limits.remember({
    failures: await audit.since("login_failed", now() - config.loginWindowMs, 100_000),
    logins: await audit.since("login", now() - KNOWN_ADDRESS_MS, 10_000),
  });
  const checks = hashQueue(HASHING);
  // Checked when the e-mail matches no account (see dummyHash).
  const dummy = await dummyHash(config.scrypt);

  app.post<{ Body: { email: string; password: string } }>(
    "/login",
    { schema: { body: LOGIN_BODY } },
    async (request, reply) => {
      const email = request.body.email.trim();
      const address = request.ip;
      // Counted before the hash, this attempt included: a burst is refused past the limit at once.
      const turn = limits.begin(email, address);
      if (!turn.ok) {
        request.log.warn({ event: "login_limited", reason: turn.reason }, "login attempts limited");
        return refuse(reply, 429, turn.retryAfterMs, "too_many_attempts", limitedMessage(turn));
      }
      try {
        const account = await accounts.find(email);
        // An unknown account still costs one hash, so its answer takes as long as a wrong password's.
        const matches = await checks.run(addressGroup(address), turn.known, () =>
          verifyPassword(request.body.password, account?.passwordHash ?? dummy),
        );
        if (!account || !matches) {
          turn.end("failed");
          await audit.record({ actor: email, action: "login_failed", address });
          return reply.code(401).send(LOGIN_FAILED);
        }
        turn.end("passed");
        const { token, csrfToken } = await sessions.start(account.id, address);
        await audit.record({ actor: account.email, action: "login", address });
        reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: Math.floor(config.sessionMaxMs / 1000) });
        return reply
          .header("cache-control", "no-store")
          .send({ email: account.email, name: account.name, role: account.role, csrfToken });
      } catch (error) {
        if (!(error instanceof QueueFull)) throw error;
        request.log.warn({ event: "login_queue_full", scope: error.scope }, "password checks queue full");
        return refuse(reply, error.scope === "address" ? 429 : 503, error.retryAfterMs, ...busyMessage(error));
      } finally {
        turn.end("unchecked"); // refused by the queue, or the database failed: nothing was checked
      }
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

const refuse = (reply: FastifyReply, status: 429 | 503, retryAfterMs: number, error: string, message: string) =>
  reply
    .code(status)
    .header("retry-after", Math.ceil(retryAfterMs / 1000))
    .header("cache-control", "no-store")
    .send({ error, message });

function limitedMessage(turn: Extract<LoginTurn, { ok: false }>): string {
  const wait = waitWords(turn.retryAfterMs);
  return turn.reason === "attempts"
    ? `Too many wrong passwords in a short time. Wait ${wait}, then try again.`
    : `Too many wrong passwords for this account in a short time, from many places. Wait ${wait}, then try again; if this goes on, tell whoever runs the studio.`;
}

function busyMessage(full: QueueFull): [string, string] {
  const wait = waitWords(full.retryAfterMs);
  return full.scope === "address"
    ? ["too_many_logins", `Too many logins at once from your connection. Wait ${wait}, then try again.`]
    : ["busy", `The studio is busy with many logins at once. Wait ${wait}, then try again.`];
}

/** How long to wait, rounded up, in words: 1_500 -> '2 seconds', 60_000 -> 'a minute', 61_000 -> '2 minutes'. */
export function waitWords(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return seconds === 1 ? "a second" : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return minutes === 1 ? "a minute" : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? "an hour" : `${hours} hours`;
}
