import { randomUUID } from "node:crypto";
import cors from "@fastify/cors";
import rateLimit, { type FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ContactConfig } from "../config.ts";
import { ApiError, contactErrorHandler, type ErrorBody } from "./errors.ts";
import { clean } from "./log.ts";
import {
  answerPage,
  fieldMessages,
  languageOf,
  NATIVE_TYPE,
  nativeBody,
  nativeKey,
  readFormCopies,
} from "./native-form.ts";
import type { Outbox } from "./outbox.ts";
import { requestHash, type LookupResult, type SaveResult, type Store } from "./store.ts";
import { ENQUIRY_KEYS } from "../../contracts/generated/enquiry.ts";
import type { compileEnquiryValidator, FieldErrors, ReceivedEnquiry } from "./validate.ts";

export interface ContactRoutesOptions {
  config: ContactConfig;
  store: Store;
  validate: ReturnType<typeof compileEnquiryValidator>;
  hashClient: (address: string) => string;
  outbox: Outbox | undefined;
  /** Where the rate limit is counted when not in this process's memory (with PostgreSQL: the database). */
  rateLimitStore?: FastifyRateLimitStoreCtor;
}

export const BODY_LIMIT = 16 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const USER_AGENT_MAX = 256;

/**
 * POST /api/contact (registered with that prefix, so its parser, error handler, CORS and rate
 * limit apply to this route only). Order of checks: cross-site refusal, CORS, media type and
 * size, JSON, Idempotency-Key, schema, a replay of a stored enquiry (answered with its receipt),
 * rate limit, spam, then a durable insert before the 201.
 */
export async function contactRoutes(app: FastifyInstance, opts: ContactRoutesOptions) {
  const { config, store, validate, hashClient, outbox, rateLimitStore } = opts;
  const formCopies = readFormCopies();
  let spamDropped = 0;

  app.setErrorHandler(contactErrorHandler);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  // Browsers mark a request from another site; only origins listed for CORS may send one.
  app.addHook("onRequest", async (request) => {
    const origin = request.headers.origin;
    if (request.headers["sec-fetch-site"] === "cross-site" && !(origin && config.allowedOrigins.includes(origin)))
      throw new ApiError(403, { error: "cross_site", message: "Enquiries are accepted from this site only." });
  });
  if (config.allowedOrigins.length)
    await app.register(cors, {
      origin: config.allowedOrigins,
      methods: ["POST"],
      allowedHeaders: ["Content-Type", "Idempotency-Key"],
      maxAge: 600,
    });
  // A shared count that cannot be reached (PostgreSQL away) does not refuse the enquiry with a 500:
  // skipOnError lets it go on to the store, which answers 503 when it cannot store it either.
  await app.register(rateLimit, {
    global: false,
    ...(rateLimitStore ? { store: rateLimitStore, skipOnError: true } : {}),
  });

  // JSON, and the form as the browser posts it without script; anything else is a 415. The message of
  // JSON.parse is dropped, as it quotes the body.
  app.removeAllContentTypeParsers();
  const nativePosts = new WeakSet<FastifyRequest>();
  app.addContentTypeParser(NATIVE_TYPE, { parseAs: "string" }, (request, body, done) => {
    nativePosts.add(request);
    done(null, nativeBody(body as string));
  });
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new ApiError(400, { error: "malformed", message: "The body is not valid JSON." }), undefined);
    }
  });

  // Counted only for a well-formed enquiry, from the handler: a refused request (415, 400, 413)
  // stores nothing, and must not use up the quota of a visitor who shares the address. IPv6
  // clients are counted per /64, the block one household or server usually gets.
  const limit =
    config.rateLimit > 0
      ? app.rateLimit({ max: config.rateLimit, timeWindow: config.rateWindowMs, ipv6Subnet: 64 })
      : async () => {};

  /**
   * What becomes of a valid enquiry: its receipt (stored now, stored before under the same key, or
   * a receipt-shaped answer for spam, which is not stored), a key used for another enquiry, or a
   * store that could not answer. The rate limit throws its 429.
   */
  async function receive(
    request: FastifyRequest,
    reply: FastifyReply,
    enquiry: ReceivedEnquiry,
    idempotencyKey: string,
    native: boolean,
  ) {
    let saved: LookupResult | SaveResult;
    try {
      // A retry of an enquiry already stored gets its receipt before any rate limit: the quota
      // counts new enquiries, and a visitor whose answer was lost on the way must learn it arrived.
      saved = await store.lookup(idempotencyKey, requestHash(enquiry));
      if (saved.kind === "none") {
        await limit.call(app, request, reply);
        // A success-shaped answer, so an automated sender learns nothing; nothing is stored.
        const spam = spamReason(enquiry, native ? undefined : config.minFillMs);
        if (spam) {
          spamDropped += 1;
          request.log.info({ event: "spam_dropped", reason: spam, spamDropped }, "enquiry dropped as spam");
          return { kind: "spam" as const, receipt: { id: randomUUID(), receivedAt: new Date().toISOString() } };
        }
        saved = await store.save({
          enquiry,
          idempotencyKey,
          clientHash: hashClient(request.ip),
          userAgent: (request.headers["user-agent"] ?? "").slice(0, USER_AGENT_MAX),
        });
      }
    } catch (error) {
      if (isRateLimited(error)) throw error;
      const err = error as Error & { code?: string };
      request.log.error(
        { event: "storage_error", code: clean(err.code ?? err.name), reason: clean(err.message) },
        "enquiry not stored",
      );
      return { kind: "unavailable" as const };
    }
    if (saved.kind === "created") outbox?.kick();
    if (saved.kind !== "conflict")
      request.log.info(
        { event: saved.kind === "created" ? "enquiry_stored" : "enquiry_replayed", enquiryId: saved.receipt.id },
        "enquiry received",
      );
    return saved;
  }

  app.post("/", { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    if (request.body === undefined)
      return refuse(reply, 415, "unsupported_media_type", "Send the enquiry as application/json.");
    if (nativePosts.has(request)) return nativePost(request, reply);
    const key = request.headers["idempotency-key"];
    if (typeof key !== "string" || !UUID.test(key))
      return refuse(
        reply,
        400,
        "idempotency_key",
        "Send an Idempotency-Key header holding a UUID, the same for every retry.",
      );

    const result = validate(request.body);
    if (!result.ok) {
      logInvalid(request, result.fields);
      const { fields, unknownFields } = formFields(result.fields);
      return reply.code(400).send(invalidBody(result.message, fields, unknownFields));
    }
    const outcome = await receive(request, reply, result.enquiry, key.toLowerCase(), false);
    if (outcome.kind === "unavailable")
      return refuse(reply, 503, "unavailable", "The enquiry could not be received just now. Please try again later.");
    if (outcome.kind === "conflict")
      return refuse(
        reply,
        422,
        "idempotency_key_reused",
        "This Idempotency-Key was already used for a different enquiry.",
      );
    return reply.code(201).send(outcome.receipt);
  });

  /** The form posted by the browser itself, without script (native-form.ts): the same checks, a page for an answer. */
  async function nativePost(request: FastifyRequest, reply: FastifyReply) {
    const body = request.body as Record<string, string>;
    // Answered in the language of the page the form was on (an unknown one: English, and refused below).
    const language = languageOf(body);
    const copy = formCopies[language];
    const answer = (status: number, heading: string, lines: string[]) =>
      answerPage(reply, request, status, { copy, language, heading, lines });
    // As the page's script would send it: every field present, the honeypot as found, no fill time.
    const enquiry = { ...NATIVE_DEFAULTS, ...body, fillMs: 0 };
    const result = validate(enquiry);
    if (!result.ok) {
      logInvalid(request, result.fields);
      const lines = fieldMessages(copy, language, body, formFields(result.fields).fields, result.tooLong);
      return answer(400, copy.failure, lines.length ? lines : [copy.problems.invalid]);
    }
    const key = nativeKey(hashClient(request.ip), requestHash(result.enquiry));
    let outcome;
    try {
      outcome = await receive(request, reply, result.enquiry, key, true);
    } catch (error) {
      if (!isRateLimited(error)) throw error;
      return answer(429, copy.failure, [copy.problems.rateLimited]);
    }
    if (outcome.kind === "unavailable" || outcome.kind === "conflict")
      return answer(503, copy.failure, [copy.problems.unavailable]);
    return answer(201, copy.success, []);
  }

  // Other methods on this address: say which one it takes rather than the site's 404 page.
  app.route({
    method: ["GET", "PUT", "PATCH", "DELETE"],
    url: "/",
    handler: async (_request, reply) =>
      reply.header("allow", "POST").code(405).send({ error: "method_not_allowed", message: "Use POST." }),
  });
}

/**
 * The 400 answer: one message per form field, and keys that are not fields only counted, so
 * its size does not grow with what the sender made up (1,500 keys used to be echoed one by one).
 */
function invalidBody(message: string, fields: FieldErrors, unknownFields: number): ErrorBody {
  const body: ErrorBody = { error: "invalid", message, fields };
  if (unknownFields) body.unknownFields = unknownFields;
  if (unknownFields)
    body.message = `${message} ${unknownFields} ${unknownFields === 1 ? "field is" : "fields are"} not part of the enquiry form.`;
  return body;
}

/** Why an enquiry looks automated: the hidden field filled in, or (when measured) sent too fast to be typed. */
function spamReason(enquiry: ReceivedEnquiry, minFillMs: number | undefined): string | undefined {
  if (enquiry.website !== "") return "honeypot";
  if (minFillMs !== undefined && enquiry.fillMs < minFillMs) return "too_fast";
  return undefined;
}

/** The fields a browser's post may leave out, as the page's script would send them. */
const NATIVE_DEFAULTS = { country: "", price: "", message: "", website: "" };

const isRateLimited = (error: unknown) => (error as { statusCode?: number }).statusCode === 429;

/** The form's own fields among the invalid ones; other keys are the sender's text, only counted. */
function formFields(errors: FieldErrors) {
  const names = Object.keys(errors);
  const fields = Object.fromEntries(
    Object.entries(errors).filter(([name]) => (ENQUIRY_KEYS as readonly string[]).includes(name)),
  );
  return { fields, unknownFields: names.length - Object.keys(fields).length };
}

function logInvalid(request: FastifyRequest, errors: FieldErrors) {
  const { fields, unknownFields } = formFields(errors);
  request.log.info(
    { event: "enquiry_invalid", fields: Object.keys(fields), unknownFields },
    "enquiry refused: invalid fields",
  );
}

function refuse(reply: FastifyReply, status: number, error: string, message: string) {
  const body: ErrorBody = { error, message };
  return reply.code(status).send(body);
}
