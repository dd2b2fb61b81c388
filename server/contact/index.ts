import type { FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ContactConfig } from "../config.ts";
import { clientHasher, hasherFor } from "./client-hash.ts";
import { startOutbox, type Outbox } from "./outbox.ts";
import { postgresRateLimitStore } from "./postgres-rate-limit.ts";
import { openPostgresStore } from "./postgres-store.ts";
import { contactRoutes } from "./routes.ts";
import { openSqliteStore } from "./store-client.ts";
import type { Store } from "./store.ts";
import { compileEnquiryValidator } from "./validate.ts";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The enquiry store, the notification worker, and the keyed hash that stands for a client's
     * address wherever one is kept (the health checks, the server's logs and the tests reach them here).
     */
    contact: { store: Store; outbox: Outbox | undefined; hashClient: (address: string) => string };
  }
}

/**
 * The enquiry API: opens the store (the SQLite database in a thread of its own, migrated, locked
 * for this server; or, with DATABASE_URL, a pool of connections to PostgreSQL, migrated), starts the notification worker when SMTP is configured, and mounts
 * POST /api/contact. Everything it opens is closed in onClose, which Fastify runs after the server
 * stopped taking connections and in-flight requests finished: the worker first (it may be
 * sending), then the store.
 */
export const contactPlugin = fp(
  async (app: FastifyInstance, opts: { config: ContactConfig }) => {
    const { config } = opts;
    const validate = compileEnquiryValidator();
    const notify = config.notify !== undefined;
    let store: Store;
    let hashClient;
    // Without DATABASE_URL the rate limit is counted in this process's memory (the plugin's own store).
    let rateLimitStore: FastifyRateLimitStoreCtor | undefined;
    if (config.databaseUrl) {
      // PostgreSQL: every instance on the database shares the secret (the setting, else one kept in it).
      const opened = await openPostgresStore(
        config.databaseUrl,
        { notify, ipHashSecret: config.ipHashSecret },
        app.log,
      );
      store = opened.store;
      hashClient = hasherFor(opened.ipHashSecret);
      // The rate limit counted in the database, so all instances share it; keyed by the same HMAC.
      rateLimitStore = postgresRateLimitStore(opened.pool, { hashKey: hashClient, log: app.log });
    } else {
      store = await openSqliteStore(
        { databaseFile: config.databaseFile, busyTimeoutMs: config.busyTimeoutMs, notify },
        app.log,
      );
      try {
        hashClient = clientHasher(config.databaseFile, config.ipHashSecret);
      } catch (error) {
        await store.close();
        throw error;
      }
    }
    const outbox = config.notify ? startOutbox(store, config.notify, app.log) : undefined;
    app.decorate("contact", { store, outbox, hashClient });
    app.addHook("onClose", async () => {
      await outbox?.stop();
      await store.close();
    });

    await app.register(contactRoutes, {
      prefix: "/api/contact",
      config,
      store,
      validate,
      hashClient,
      outbox,
      rateLimitStore,
    });
  },
  { name: "contact", fastify: "5.x" },
);
