import type { FastifyInstance, FastifyReply } from "fastify";
import type { AccountStore } from "../accounts.ts";
import type { AuditLog } from "../audit.ts";
import { requireRole } from "../guard.ts";
import { PublishError, type Publisher } from "../publish/publisher.ts";
import { noStore } from "../answers.ts";

const ROLLBACK_BODY = {
  type: "object",
  required: ["release"],
  additionalProperties: false,
  properties: { release: { type: "string", pattern: "^\\d{8}-\\d{6}-\\d{3}$" } },
} as const;

// What the operator must do is in the studio's log at start-up (publishRoutes); a publisher can only ask.
const NOT_SET_UP = {
  error: "publishing_not_set_up",
  message:
    "Nothing can be published yet: whoever runs the studio has not finished setting up publishing. Ask them to finish it. Your saved changes are kept meanwhile.",
};

/** The start-up log line for whoever runs the studio: what to set, and where it is explained. */
export const NOT_SET_UP_LOG =
  "publishing is not set up: set RELEASES_DIR to the releases folder the public site follows (docs/deploying.md)";

const refuse = (reply: FastifyReply, error: PublishError) =>
  reply.code(error.status).send({ error: error.status === 409 ? "busy" : "not_published", message: error.message });

/**
 * Publishing under /studio/api, for publishers and owners: GET /publish (what is not yet live, the
 * releases kept, a publish running), GET /publish/progress (the publish running, step by step, and
 * how the last one ended: the Publish page asks it every second while one runs, so a page opened
 * in the middle of a publish, or after the tab that started it was closed, follows it too),
 * POST /publish (answers when the publish has ended; it goes on if the browser goes away),
 * POST /rollback. Without a releases folder every route says that publishing is not set up.
 */
export async function publishRoutes(
  app: FastifyInstance,
  opts: { publisher?: Publisher; audit: AuditLog; accounts?: AccountStore },
) {
  const { publisher, audit, accounts } = opts;
  if (!publisher) app.log.warn({ event: "publishing_not_set_up" }, NOT_SET_UP_LOG);
  /** Who published, by name: the e-mail recorded with a release, when its account is gone. */
  const names = async () => new Map((await accounts?.list())?.map((a) => [a.email.toLowerCase(), a.name]) ?? []);
  const role = requireRole("publisher");
  app.addHook("onSend", noStore);

  app.get("/publish", { preHandler: role }, async (_request, reply) => {
    if (!publisher) return reply.code(503).send(NOT_SET_UP);
    const [pending, history, byName] = await Promise.all([publisher.pending(), publisher.history(), names()]);
    const releases = history.map((r) => ({
      ...r,
      ...(r.publishedBy ? { publishedBy: byName.get(r.publishedBy.toLowerCase()) ?? r.publishedBy } : {}),
    }));
    return { ...pending, releases, running: publisher.running() ?? null, last: publisher.last() ?? null };
  });

  app.get("/publish/progress", { preHandler: role }, async (_request, reply) => {
    if (!publisher) return reply.code(503).send(NOT_SET_UP);
    return { running: publisher.running() ?? null, last: publisher.last() ?? null };
  });

  app.post("/publish", { preHandler: role }, async (request, reply) => {
    if (!publisher) return reply.code(503).send(NOT_SET_UP);
    const { email: by, name } = request.studio!.account;
    try {
      const result = await publisher.publish(by, name);
      await audit.record({
        actor: by,
        action: "published",
        subject: `${result.release}${result.commit ? ` (${result.commit.slice(0, 10)})` : ""}`,
        address: request.ip,
      });
      return result;
    } catch (error) {
      if (error instanceof PublishError) {
        // The build tool's own output (error.cause, and its cause) is for whoever runs the studio.
        request.log.warn({ event: "publish_refused", reason: error.message, err: error.cause });
        return refuse(reply, error);
      }
      throw error;
    }
  });

  app.post<{ Body: { release: string } }>(
    "/rollback",
    { schema: { body: ROLLBACK_BODY }, preHandler: role },
    async (request, reply) => {
      if (!publisher) return reply.code(503).send(NOT_SET_UP);
      const by = request.studio!.account.email;
      try {
        const result = await publisher.rollBack(request.body.release, request.studio!.account.name);
        await audit.record({ actor: by, action: "rolled_back", subject: result.release, address: request.ip });
        return result;
      } catch (error) {
        if (error instanceof PublishError) return refuse(reply, error);
        throw error;
      }
    },
  );
}
