import net from "node:net";
import path from "node:path";
import { EnvReader } from "./env.ts";
import { DATABASE_FILE_DEFAULT } from "./settings.ts";
import { CODE_ROOT } from "../contracts/code-root.ts";
import { StartupError } from "./startup-error.ts";

export interface ServerConfig {
  host: string;
  port: number;
  /** The build output: build/client is served, build/site-manifest.json lists routes and redirects. */
  buildDir: string;
  /** Set: the site is served from this releases folder's live release instead (server/releases.ts). */
  releases: ReleasesConfig | undefined;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  /** Proxies whose X-Forwarded-For is believed; false: the socket's address is the client's. */
  trustProxy: string[] | false;
  /** Visitors reach the site over HTTPS only: send Strict-Transport-Security. */
  servedOverHttps: boolean;
  /** Time allowed to receive a whole request, and idle time before a socket is closed. */
  requestTimeoutMs: number;
  connectionTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** Open sockets at most (the HTTP server's maxConnections); more are closed as they arrive. */
  maxConnections: number;
  /** Open sockets at most from one client address (IPv6: per /64); TRUST_PROXY addresses are not counted. */
  maxConnectionsPerAddress: number;
  maxRequestsPerSocket: number;
  /** On SIGTERM/SIGINT, requests in flight get this long before the process exits anyway. */
  shutdownTimeoutMs: number;
  contact: ContactConfig;
}

export interface ReleasesConfig {
  dir: string;
  /** Releases kept besides the live one (for the studio, which installs them). */
  keep: number;
}

export interface ContactConfig {
  databaseFile: string;
  /** Set: enquiries are kept in this PostgreSQL database instead of the SQLite file (databaseFile unused). */
  databaseUrl: string | undefined;
  /** HMAC key for client addresses; when unset a random one is kept beside the database. */
  ipHashSecret: string | undefined;
  /** Enquiries per client address per window; 0 turns the limit off. */
  rateLimit: number;
  rateWindowMs: number;
  /** Origins allowed to post from another site (CORS); empty: same origin only. */
  allowedOrigins: string[];
  /** A form sent sooner than this after it was shown is treated as automated. */
  minFillMs: number;
  /** E-mail to the owner for each enquiry; undefined when not configured. */
  notify: NotifyConfig | undefined;
  /**
   * How long a write waits for another process's write lock (an owner tool's) before the enquiry
   * is answered 503. Not a setting: tests shorten it.
   */
  busyTimeoutMs: number;
}

export interface SmtpConfig {
  url?: string;
  host?: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
}

export interface NotifyConfig {
  smtp: SmtpConfig;
  to: string;
  from: string;
  pollMs: number;
  retryBaseMs: number;
  maxAttempts: number;
}

const ROOT = CODE_ROOT;

/**
 * A path setting as every process reads it: a relative one is taken from the project folder (this
 * code's, where package.json is), never from the folder the process was started in, so the server,
 * the studio and the owner tools started anywhere name the same files, and the studio's inbox reads
 * the enquiries the server writes ('data/enquiries.db' -> '<project>/data/enquiries.db').
 */
export const projectPath = (value: string) => path.resolve(ROOT, value);
const LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
/** A DNS name such as localhost or app.internal (the listen call reports one that does not resolve). */
const HOSTNAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/**
 * Reads the settings from the environment once, at start-up. Every bad value is reported,
 * with what was expected, before the server starts.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const read = new EnvReader(env);
  const errors = read.errors;
  const { host, port } = listenAddress(read);
  const logLevel = readLogLevel(read);
  const trustProxy = read.addresses("TRUST_PROXY");
  const config: ServerConfig = {
    host,
    port,
    buildDir: projectPath(read.str("BUILD_DIR") ?? "build"),
    releases: releasesConfig(read),
    logLevel,
    trustProxy: trustProxy.length ? trustProxy : false,
    servedOverHttps: read.bool("SERVED_OVER_HTTPS", false),
    requestTimeoutMs: read.int("REQUEST_TIMEOUT_MS"),
    connectionTimeoutMs: read.int("CONNECTION_TIMEOUT_MS"),
    keepAliveTimeoutMs: read.int("KEEP_ALIVE_TIMEOUT_MS"),
    maxConnections: read.int("MAX_CONNECTIONS"),
    maxConnectionsPerAddress: read.int("MAX_CONNECTIONS_PER_ADDRESS"),
    maxRequestsPerSocket: read.int("MAX_REQUESTS_PER_SOCKET"),
    shutdownTimeoutMs: read.int("SHUTDOWN_TIMEOUT_MS"),
    contact: loadContactConfig(read),
  };
  if (errors.length) throw new StartupError(`Invalid settings:\n  ${errors.join("\n  ")}`);
  return config;
}

/** LOG_LEVEL, checked (the studio reads it through this too). */
export function readLogLevel(read: EnvReader): ServerConfig["logLevel"] {
  const logLevel = (read.str("LOG_LEVEL") ?? "info") as ServerConfig["logLevel"];
  if (!LEVELS.includes(logLevel))
    read.fail(`LOG_LEVEL=${logLevel}: expected one of ${LEVELS.join(", ")} (default info)`);
  return logLevel;
}

/** The settings that say where a process listens: the public server's, or the studio's. */
export type ListenSettings = { host: "HOST"; port: "PORT" } | { host: "STUDIO_HOST"; port: "STUDIO_PORT" };

/** HOST and PORT, where the server listens (server/healthcheck.ts and the studio read theirs through this too). */
export function listenAddress(
  read: EnvReader,
  names: ListenSettings = { host: "HOST", port: "PORT" },
): { host: string; port: number } {
  const port = read.int(names.port);
  const host = read.str(names.host) ?? "127.0.0.1";
  if (!net.isIP(host) && !HOSTNAME.test(host))
    read.fail(
      `${names.host}=${host}: expected an IP address such as 127.0.0.1, 0.0.0.0 or ::, or a host name (default 127.0.0.1)`,
    );
  return { host, port };
}

/** RELEASES_DIR and RELEASES_KEEP (the studio reads them through this too), or undefined when unset. */
export function releasesConfig(read: EnvReader = new EnvReader(process.env)): ReleasesConfig | undefined {
  const keep = read.int("RELEASES_KEEP");
  const dir = read.str("RELEASES_DIR");
  return dir === undefined ? undefined : { dir: projectPath(dir), keep };
}

/** DATABASE_FILE, or data/enquiries.db in the project folder (the studio and the owner tools read it the same way). */
export function databaseFile(read: EnvReader = new EnvReader(process.env)): string {
  return projectPath(read.str("DATABASE_FILE") ?? DATABASE_FILE_DEFAULT);
}

/**
 * DATABASE_URL, checked for its form only (whether the database answers is found when the server
 * opens it), or undefined when unset. Never echoed: it usually holds a password.
 */
export function databaseUrl(read: EnvReader = new EnvReader(process.env)): string | undefined {
  const url = read.secret("DATABASE_URL");
  if (url === undefined) return undefined;
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (
    !parsed ||
    !["postgres:", "postgresql:"].includes(parsed.protocol) ||
    !(parsed.hostname || parsed.searchParams.get("host"))
  ) {
    read.fail(
      "DATABASE_URL: expected a PostgreSQL address such as postgres://user:password@host:5432/database " +
        "(value not shown: it may hold a password). Unset it to keep enquiries in the SQLite file (DATABASE_FILE).",
    );
    return undefined;
  }
  if (parsed.pathname.replace(/^\//, "") === "")
    read.fail(
      "DATABASE_URL: name the database at its end, as in postgres://user:password@host:5432/nexaforge " +
        "(value not shown: it may hold a password)",
    );
  return url;
}

function loadContactConfig(read: EnvReader): ContactConfig {
  const secret = read.secret("IP_HASH_SECRET");
  if (secret !== undefined && secret.length < 32)
    read.fail("IP_HASH_SECRET: expected at least 32 characters (e.g. `openssl rand -hex 32`), or unset");
  return {
    databaseFile: databaseFile(read),
    databaseUrl: databaseUrl(read),
    ipHashSecret: secret,
    rateLimit: read.int("CONTACT_RATE_LIMIT", undefined, " (0 turns the limit off)"),
    rateWindowMs: read.int("CONTACT_RATE_WINDOW_MS"),
    allowedOrigins: read.origins("ALLOWED_ORIGINS"),
    minFillMs: read.int("CONTACT_MIN_FILL_MS"),
    notify: loadNotifyConfig(read),
    busyTimeoutMs: 5000,
  };
}

/** Notification is on when NOTIFY_TO and an SMTP server are both given, and off when neither is. */
function loadNotifyConfig(read: EnvReader): NotifyConfig | undefined {
  const to = read.email("NOTIFY_TO");
  const from = read.email("NOTIFY_FROM");
  const url = read.secret("SMTP_URL");
  const host = read.str("SMTP_HOST");
  const user = read.str("SMTP_USER");
  const pass = read.secret("SMTP_PASS");
  const secure = read.bool("SMTP_SECURE", read.str("SMTP_PORT") === "465");
  const smtp: SmtpConfig = { url, host, user, pass, secure, port: read.int("SMTP_PORT", secure ? 465 : 587) };
  const timing = {
    pollMs: read.int("OUTBOX_POLL_MS"),
    retryBaseMs: read.int("OUTBOX_RETRY_BASE_MS"),
    maxAttempts: read.int("OUTBOX_MAX_ATTEMPTS"),
  };
  if (url !== undefined && !/^smtps?:\/\/[^\s]+$/.test(url))
    read.fail("SMTP_URL: expected smtp://user:pass@host:port or smtps://... (value not shown: it may hold a password)");
  if (url !== undefined && host !== undefined) read.fail("SMTP_URL and SMTP_HOST: set one of them, not both");
  if ((user === undefined) !== (pass === undefined)) read.fail("SMTP_USER and SMTP_PASS: set both or neither");
  const hasSmtp = url !== undefined || host !== undefined;
  const wantsNotify = read.str("NOTIFY_TO") !== undefined;
  if (!wantsNotify && !hasSmtp) {
    if (from !== undefined) read.fail("NOTIFY_FROM: set only with NOTIFY_TO and SMTP_URL or SMTP_HOST");
    return undefined;
  }
  if (!hasSmtp) read.fail("NOTIFY_TO: needs SMTP_URL or SMTP_HOST to send through");
  if (!wantsNotify) read.fail("SMTP_URL/SMTP_HOST: needs NOTIFY_TO, the address that receives the notifications");
  return { smtp, to: to ?? "", from: from ?? to ?? "", ...timing };
}
