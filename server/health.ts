import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";
import { SITE_MANIFEST_FILE } from "../contracts/site-manifest.ts";
import type { Builds } from "./builds.ts";

/**
 * GET /healthz: the process is up and answering (a container's HEALTHCHECK, a liveness probe).
 * GET /readyz: it can take enquiries: the database accepts a write (made and rolled back at
 * once), its migrations are all applied, its file is still the one the server opened, and the
 * build is still in place (a readiness probe, a load balancer's check). Cheap, never rate limited,
 * never cached; the body says ok or not and nothing else, and the reason for a "not ready" goes to
 * the log only.
 */
export async function healthPlugin(app: FastifyInstance, opts: { builds: Builds }) {
  const { store } = app.contact;

  app.get("/healthz", async (_request, reply) => healthAnswer(reply, true));
  app.get("/readyz", async (request, reply) => {
    // The live release's manifest when the server follows a releases folder.
    const manifest = path.join(opts.builds.current().dir, SITE_MANIFEST_FILE);
    const problem = fs.existsSync(manifest) ? await store.readiness() : `the build is missing (${manifest})`;
    if (problem) request.log.warn({ event: "not_ready", reason: problem }, "not ready");
    return healthAnswer(reply, problem === undefined);
  });
}

/** The answer of /healthz and /readyz (the studio's too): ok or not, never cached, nothing else. */
export const healthAnswer = (reply: FastifyReply, ok: boolean) =>
  reply
    .code(ok ? 200 : 503)
    .header("cache-control", "no-store")
    .send({ status: ok ? "ok" : "unavailable" });
