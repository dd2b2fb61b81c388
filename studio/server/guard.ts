import { timingSafeEqual } from "node:crypto";
import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { roleAtLeast, type Account, type AccountStore, type Role } from "./accounts.ts";
import type { Session, SessionStore } from "./sessions.ts";

export const SESSION_COOKIE = "studio_session";
export const CSRF_HEADER = "x-csrf-token";

declare module "fastify" {
  interface FastifyRequest {
    /** The logged-in account and its session, when the cookie names a live one. */
    studio: { account: Account; session: Session } | null;
  }
  interface FastifyContextConfig {
    /**
     * A route the open page calls by itself, on a timer (the presence beat): it needs a live
     * session but is not use, so it does not restart the session's idle clock. Were it use, an
     * open tab would keep a login alive for ever and the idle limit would never end one.
     */
    notUse?: boolean;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const refuse = (reply: FastifyReply, status: 401 | 403, error: string, message: string) =>
  reply.code(status).header("cache-control", "no-store").send({ error, message });

/**
 * Who is asking, and whether a change may come from where it comes from. Every request that can
 * change something (any method but GET, HEAD and OPTIONS, the login included) must carry the
 * studio's own Origin: browsers send it on every such request, and another site cannot forge it.
 */
export const guardPlugin = fp(
  async (app: FastifyInstance, opts: { origin: string; accounts: AccountStore; sessions: SessionStore }) => {
    await app.register(cookie);
    app.decorateRequest("studio", null);
    app.addHook("onRequest", async (request, reply) => {
      if (!SAFE_METHODS.has(request.method) && request.headers.origin !== opts.origin) {
        request.log.info({ event: "foreign_origin", origin: request.headers.origin ?? "(none)" }, "change refused");
        return refuse(
          reply,
          403,
          "wrong_origin",
          "This change was not sent from the studio's own page, so it was refused. Open the studio at its usual address and try again.",
        );
      }
      const token = request.cookies[SESSION_COOKIE];
      // One query on every request: the session (its idle clock restarted, unless the route is not use) with its account.
      const touch = request.routeOptions.config.notUse !== true;
      const found = token ? await opts.sessions.resumeWithAccount(token, { touch }) : undefined;
      if (found) request.studio = found;
    });
  },
  { name: "studio-guard", fastify: "5.x" },
);

function sameToken(sent: string | string[] | undefined, expected: string): boolean {
  if (typeof sent !== "string") return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A route's preHandler: a live session (else 401) whose account has at least `role` (else 403),
 * and, for a change, the session's CSRF token in the X-CSRF-Token header (else 403).
 */
export function requireRole(role: Role) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { studio } = request;
    if (!studio)
      return refuse(
        reply,
        401,
        "not_logged_in",
        "Please log in to the studio first. A login ends after a while without use, and when you log out.",
      );
    if (!SAFE_METHODS.has(request.method) && !sameToken(request.headers[CSRF_HEADER], studio.session.csrfToken))
      return refuse(
        reply,
        403,
        "page_out_of_date",
        "This change could not be matched to your open studio page. Reload the page and try again.",
      );
    if (!roleAtLeast(studio.account.role, role))
      return refuse(
        reply,
        403,
        "not_allowed",
        `Your account may not do this: it needs the ${role} role or higher. Ask an owner of the studio.`,
      );
  };
}

/** Any logged-in account. */
export const requireSession = requireRole("editor");
