import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { Db } from "../server/contact/db.ts";
import { healthAnswer } from "../server/health.ts";

/**
 * GET /healthz: the studio process is up. GET /readyz: it can log people in and edit: its database
 * file is still there and answers, and the site's checkout (its pages/) can be read. Both as the public server's (never cached, ok or not, the reason
 * for "not ready" in the log only).
 */
export async function studioHealth(app: FastifyInstance, opts: { db: Db; file: string; siteDir: string }) {
  const check = opts.db.prepare("SELECT count(*) FROM accounts").pluck();
  app.get("/healthz", async (_request, reply) => healthAnswer(reply, true));
  app.get("/readyz", async (request, reply) => {
    let problem: string | undefined;
    try {
      if (!fs.existsSync(opts.file)) problem = `the studio database is missing (${opts.file})`;
      else check.get();
    } catch (error) {
      problem = `the studio database does not answer (${(error as Error).message})`;
    }
    try {
      fs.readdirSync(path.join(opts.siteDir, "pages"));
    } catch (error) {
      problem ??= `the site's pages/ cannot be read in ${opts.siteDir} (${(error as NodeJS.ErrnoException).code})`;
    }
    if (problem) request.log.warn({ event: "not_ready", reason: problem }, "not ready");
    return healthAnswer(reply, problem === undefined);
  });
}
