import path from "node:path";
import helmet from "@fastify/helmet";
import Fastify, { type FastifyRequest, type FastifyServerOptions } from "fastify";
import { ROOT } from "../../engine/paths.ts";
import { accountChanges } from "./account-changes.ts";
import { studioAnswers } from "./answers.ts";
import type { StudioConfig } from "./config.ts";
import { guardPlugin } from "./guard.ts";
import { openInboxStore } from "./inbox-store.ts";
import { studioHealth } from "./health.ts";
import { openSiteStore } from "./editor/site-store.ts";
import { isGitCheckout } from "./config.ts";
import { publisher, type Builder } from "./publish/publisher.ts";
import { checkoutSnapshot } from "./publish/snapshot.ts";
import { publishRoutes } from "./routes/publish.ts";
import { Releases } from "../../server/releases.ts";
import { accountRoutes } from "./routes/accounts.ts";
import { auditRoutes } from "./routes/audit.ts";
import { enquiryRoutes } from "./routes/enquiries.ts";
import { presenceRoutes } from "./routes/presence.ts";
import { presenceBoard } from "./presence.ts";
import { editorPage } from "./routes/editor-page.ts";
import { editorRoutes } from "./routes/editor.ts";
import { sessionRoutes } from "./routes/session.ts";
import { openStudioStore } from "./store.ts";

export interface StudioOptions extends FastifyServerOptions {
  /** The clock for sessions, login limits and the audit log (tests pass their own). */
  now?: () => number;
  /** The editor built for the studio: build-studio/ (`npm run build:studio`), unless a test gives its own. */
  editorBuild?: string;
  /** What builds the site for a publish: the incremental build (studio/server/publish/site-builder.ts), unless a test gives its own. */
  build?: Builder;
}

/** The site's build, loaded when the first publish needs it: the studio starts without the build's packages. */
const buildSite: Builder = async (request) => (await import("./publish/site-builder.ts")).buildSite(request);

/** What never reaches the log: a password sent to log in, and the session cookie. */
const REDACT_PATHS = ["password", "*.password", "headers.cookie", "*.headers.cookie"];

/** A path of the inbox's routes, however written ('/studio/api/enquiries', '/Studio//API/enquiries.csv', '%65nquiries'). */
const inboxPath = (pathname: string) => {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // not decodable: looked at as sent
  }
  return /enquiries/i.test(decoded);
};

/**
 * A request as the log shows it, with Fastify's own fields; an inbox route's URL without its query:
 * a search or a filter holds a sender's e-mail or name, which must not outlive an erasure in the
 * log ('/studio/api/enquiries?search=karim%40x.example' -> '/studio/api/enquiries').
 */
function loggedRequest(request: FastifyRequest) {
  const [pathname = "", query] = request.url.split(/\?(.*)/s);
  return {
    method: request.method,
    url: query !== undefined && inboxPath(pathname) ? pathname : request.url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Builds the studio (tests call this, then listen on a free port or use inject): its database,
 * the session guard, and the API under /studio/api. Later parts (the editor, publishing, the
 * inbox) register beside the session routes with requireRole on each route.
 */
export async function buildStudioApp(config: StudioConfig, options: StudioOptions = {}) {
  const { logger, now = Date.now, editorBuild = path.join(ROOT, "build-studio"), build = buildSite, ...rest } = options;
  const app = Fastify({
    trustProxy: config.trustProxy === false ? false : config.trustProxy.join(","),
    ...rest,
    logger: {
      level: config.logLevel,
      ...(typeof logger === "object" ? logger : {}),
      redact: { paths: REDACT_PATHS, censor: "[redacted]" },
      serializers: { req: loggedRequest },
    },
  });
  // Accounts, sessions, the audit log and publishes: studio.db, or PostgreSQL with DATABASE_URL.
  const store = await openStudioStore(
    { databaseFile: config.databaseFile, databaseUrl: config.enquiryDatabaseUrl },
    {
      now,
      notice: (message) => app.log.warn({ event: "file_mode" }, message),
      onIdleError: (error) =>
        app.log.warn({ event: "database_connection_lost", err: error }, "database connection lost"),
    },
  );
  // The inbox reads and marks the enquiries in the public server's own database (SQLite or PostgreSQL).
  const inbox = await openInboxStore(config, (message, event) => app.log.warn({ event }, message));
  app.addHook("onClose", async () => {
    await store.close();
    await inbox.close();
  });
  const { accounts, audit } = store;
  const sessions = store.sessions({ idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs });

  await app.register(helmet, { frameguard: { action: "deny" }, crossOriginEmbedderPolicy: false });
  studioAnswers(app);
  await app.register(studioHealth, { problem: store.problem, siteDir: config.siteDir });
  await app.register(guardPlugin, { origin: config.origin, accounts, sessions });
  await app.register(sessionRoutes, { prefix: "/studio/api", config, accounts, sessions, audit, now });
  await app.register(auditRoutes, { prefix: "/studio/api", audit });
  const changes = accountChanges(accounts, audit, config.scrypt);
  await app.register(accountRoutes, { prefix: "/studio/api", accounts, changes, sessions, audit });
  await app.register(enquiryRoutes, { prefix: "/studio/api", enquiries: inbox.enquiries, audit });
  await app.register(presenceRoutes, { prefix: "/studio/api", board: presenceBoard(now) });
  const git = isGitCheckout(config.siteDir);
  const publishing =
    config.releases &&
    publisher({
      records: store.publishes,
      releases: new Releases(config.releases.dir, { keep: config.releases.keep }),
      siteDir: config.siteDir,
      git,
      build,
      snapshot: checkoutSnapshot(config.siteDir, config.publishCheckout, git),
      now,
    });
  await app.register(publishRoutes, { prefix: "/studio/api", publisher: publishing, audit, accounts });
  await app.register(editorRoutes, { prefix: "/studio/api", store: openSiteStore(config), audit });
  await app.register(editorPage, { build: editorBuild, publicDir: path.join(config.siteDir, "public") });
  return app;
}
