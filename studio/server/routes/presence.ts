import type { FastifyInstance } from "fastify";
import { requireSession } from "../guard.ts";
import type { PresenceBoard } from "../presence.ts";

const BODY = {
  type: "object",
  required: ["file", "tab"],
  additionalProperties: false,
  properties: {
    // A page or content file as the editor names it ('pages/about.json'); only compared, never opened.
    file: { type: "string", minLength: 1, maxLength: 300 },
    // A random id per open editor tab, so one person's two tabs are told apart.
    tab: { type: "string", minLength: 8, maxLength: 64, pattern: "^[A-Za-z0-9_-]+$" },
    leaving: { type: "boolean" },
  },
} as const;

/**
 * POST /studio/api/presence: an open editor says which file it has open (every PRESENCE_BEAT_MS,
 * and once more with leaving: true when it closes it) and hears who else has it open and since when.
 */
export async function presenceRoutes(app: FastifyInstance, opts: { board: PresenceBoard }) {
  app.post<{ Body: { file: string; tab: string; leaving?: boolean } }>(
    "/presence",
    // A beat comes every PRESENCE_BEAT_MS from an open tab, whether or not anyone is there: it must
    // not keep the login alive (see the guard's notUse), though it needs the login to be live.
    { schema: { body: BODY }, preHandler: requireSession, config: { notUse: true } },
    async (request, reply) => {
      const { account } = request.studio!;
      const { file, tab, leaving } = request.body;
      reply.header("cache-control", "no-store");
      if (leaving) {
        opts.board.leave(file, tab);
        return { others: [] };
      }
      return { others: opts.board.beat(file, tab, { email: account.email, name: account.name }) };
    },
  );
}
