import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ContactConfig } from "../config.ts";
import { clientHasher } from "./client-hash.ts";
import { openDatabase, type Db } from "./db.ts";
import { startOutbox, type Outbox } from "./outbox.ts";
import { contactRoutes } from "./routes.ts";
import { createStore } from "./store.ts";
import { compileEnquiryValidator } from "./validate.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The enquiry database and notification worker (tests and tools reach them here). */
    contact: { db: Db; outbox: Outbox | undefined };
  }
}

/**
 * The enquiry API: opens the database (applying migrations), starts the notification worker
 * when SMTP is configured, and mounts POST /api/contact. Everything it opens is closed in
 * onClose, which Fastify runs after the server stopped taking connections and in-flight
 * requests finished: the worker first (it may be sending), then the database.
 */
export const contactPlugin = fp(
  async (app: FastifyInstance, opts: { config: ContactConfig }) => {
    const { config } = opts;
    const validate = compileEnquiryValidator();
    const db = openDatabase(config.databaseFile, undefined, (message) =>
      app.log.warn({ event: "file_mode_fixed" }, message),
    );
    let hashClient;
    try {
      hashClient = clientHasher(config.databaseFile, config.ipHashSecret);
    } catch (error) {
      db.close();
      throw error;
    }
    const outbox = config.notify ? startOutbox(db, config.notify, app.log) : undefined;
    app.decorate("contact", { db, outbox });
    app.addHook("onClose", async () => {
      await outbox?.stop();
      db.close();
    });

    const store = createStore(db, { notify: config.notify !== undefined });
    await app.register(contactRoutes, { prefix: "/api/contact", config, store, validate, hashClient, outbox });
  },
  { name: "contact", fastify: "5.x" },
);
