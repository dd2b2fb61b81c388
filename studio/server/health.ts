import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { healthAnswer } from "../../server/health.ts";

/**
 * GET /healthz: the studio process is up. GET /readyz: it can log people in and edit: its database
 * (the file, or PostgreSQL) is still there and answers, and the site's checkout (its pages/) can be read. Both as the public server's (never cached, ok or not, the reason
 * for "not ready" in the log only).
 */
export async function studioHealth(
  app: FastifyInstance,
  opts: { problem: () => Promise<string | undefined>; siteDir: string },
) {
  app.get("/healthz", async (_request, reply) => healthAnswer(reply, true));
  app.get("/readyz", async (request, reply) => {
    let problem = await opts.problem();
    try {
      fs.readdirSync(path.join(opts.siteDir, "pages"));
    } catch (error) {
      problem ??= `the site's pages/ cannot be read in ${opts.siteDir} (${(error as NodeJS.ErrnoException).code})`;
    }
    if (problem) request.log.warn({ event: "not_ready", reason: problem }, "not ready");
    return healthAnswer(reply, problem === undefined);
  });
}
