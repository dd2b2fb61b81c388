import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";
import { listMigrations } from "./contact/db.ts";

/**
 * GET /healthz: the process is up and answering (a container's HEALTHCHECK, a liveness probe).
 * GET /readyz: it can take enquiries: the database accepts a write (made and rolled back at
 * once), its migrations are all applied, and the build is still in place (a readiness probe, a
 * load balancer's check). Cheap, never rate limited, never cached; the body says ok or not and
 * nothing else, and the reason for a "not ready" goes to the log only.
 */
export async function healthPlugin(app: FastifyInstance, opts: { buildDir: string }) {
  const manifest = path.join(opts.buildDir, "site-manifest.json");
  const expected = listMigrations().length;
  const db = app.contact.db;
  const applied = db.prepare("SELECT count(*) FROM schema_migrations").pluck();
  // A write that changes nothing, then undone: fails when the file or its folder became read-only or locked for good.
  const probe = db.transaction(() => {
    db.prepare("UPDATE schema_migrations SET name = name WHERE version = 1").run();
    throw new Rollback();
  });

  const answer = (reply: FastifyReply, ok: boolean) =>
    reply
      .code(ok ? 200 : 503)
      .header("cache-control", "no-store")
      .send({ status: ok ? "ok" : "unavailable" });

  app.get("/healthz", async (_request, reply) => answer(reply, true));
  app.get("/readyz", async (request, reply) => {
    const problem = readiness();
    if (problem) request.log.warn({ event: "not_ready", reason: problem }, "not ready");
    return answer(reply, problem === undefined);
  });

  function readiness(): string | undefined {
    if (!fs.existsSync(manifest)) return `the build is missing (${manifest})`;
    try {
      if (applied.get() !== expected) return "database migrations are not all applied";
      probe();
    } catch (error) {
      if (!(error instanceof Rollback)) return `the database cannot be written: ${(error as Error).message}`;
    }
    return undefined;
  }
}

class Rollback extends Error {}
