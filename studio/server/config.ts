import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../../engine/paths.ts";
import {
  databaseFile,
  databaseUrl,
  listenAddress,
  projectPath,
  readLogLevel,
  releasesConfig,
  type ReleasesConfig,
  type ServerConfig,
} from "../../server/config.ts";
import { EnvReader } from "../../server/env.ts";
import { withoutCredentials } from "../../editor/server/store/git.ts";
import { StartupError } from "../../server/startup-error.ts";
import { OWASP_SCRYPT, type ScryptParams } from "./passwords.ts";

export interface StudioConfig {
  host: string;
  port: number;
  /** The studio's own origin (STUDIO_URL): the only one a change may come from. */
  origin: string;
  /** STUDIO_URL is https: the session cookie is Secure. */
  secureCookie: boolean;
  databaseFile: string;
  /** The enquiry database the public server writes (DATABASE_FILE): the owner's inbox reads it. */
  enquiryDatabaseFile: string;
  /**
   * DATABASE_URL: the enquiries are in this PostgreSQL database instead, and the inbox reads them
   * there; the studio's accounts, sessions, audit log and publishes are kept there too (no studio.db).
   */
  enquiryDatabaseUrl?: string;
  /** The site's folder (STUDIO_SITE_DIR): what the editor reads and writes. */
  siteDir: string;
  logLevel: ServerConfig["logLevel"];
  trustProxy: string[] | false;
  sessionIdleMs: number;
  sessionMaxMs: number;
  /** Wrong passwords allowed for one account from one address within loginWindowMs; login-limits.ts derives the others from it. */
  loginLimit: number;
  loginWindowMs: number;
  /** On SIGTERM/SIGINT, requests in flight get this long (SHUTDOWN_TIMEOUT_MS, as the public server's). */
  shutdownTimeoutMs: number;
  /** STUDIO_GIT_REMOTE: the shared history each save is pulled from and pushed to (GitStore's remote). */
  gitRemote?: string;
  /** RELEASES_DIR and RELEASES_KEEP: where a publish installs its build for the public server; unset, no publishing. */
  releases?: ReleasesConfig;
  /**
   * Not a setting: where a publish checks out the commit it builds (beside the studio's database,
   * on the studio's own volume).
   */
  publishCheckout: string;
  /** Not a setting: production always hashes at OWASP's figures; tests lower them to stay fast. */
  scrypt: ScryptParams;
}

/**
 * Reads the studio's settings (the Studio group of server/settings.ts, with LOG_LEVEL,
 * TRUST_PROXY and SHUTDOWN_TIMEOUT_MS) once, at start-up; every bad value is reported before the studio starts.
 */
export function loadStudioConfig(env: NodeJS.ProcessEnv = process.env): StudioConfig {
  const read = new EnvReader(env);
  const { host, port } = listenAddress(read, { host: "STUDIO_HOST", port: "STUDIO_PORT" });
  const url = read.origins("STUDIO_URL")[0] ?? `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  const trustProxy = read.addresses("TRUST_PROXY");
  const config: StudioConfig = {
    host,
    port,
    origin: url,
    secureCookie: url.startsWith("https:"),
    databaseFile: studioDatabaseFile(read),
    releases: releasesConfig(read),
    publishCheckout: "",
    enquiryDatabaseFile: databaseFile(read),
    enquiryDatabaseUrl: databaseUrl(read),
    siteDir: projectPath(read.str("STUDIO_SITE_DIR") ?? ROOT),
    logLevel: readLogLevel(read),
    trustProxy: trustProxy.length ? trustProxy : false,
    sessionIdleMs: read.int("STUDIO_SESSION_IDLE_MS"),
    sessionMaxMs: read.int("STUDIO_SESSION_MAX_MS"),
    loginLimit: read.int("STUDIO_LOGIN_LIMIT"),
    loginWindowMs: read.int("STUDIO_LOGIN_WINDOW_MS"),
    shutdownTimeoutMs: read.int("SHUTDOWN_TIMEOUT_MS"),
    gitRemote: read.str("STUDIO_GIT_REMOTE"),
    scrypt: OWASP_SCRYPT,
  };
  config.publishCheckout = path.join(path.dirname(config.databaseFile), "publish-checkout");
  if (read.list("STUDIO_URL").length > 1)
    read.fail("STUDIO_URL: expected one origin such as https://studio.example.com, not a list");
  if (config.sessionIdleMs > config.sessionMaxMs)
    read.fail("STUDIO_SESSION_IDLE_MS is longer than STUDIO_SESSION_MAX_MS: make the idle time the shorter one");
  if (!fs.existsSync(path.join(config.siteDir, "pages")))
    read.fail(
      `STUDIO_SITE_DIR: ${config.siteDir} has no pages/ folder: point it at the site's folder (a copy of the project)`,
    );
  if (config.gitRemote && !isGitCheckout(config.siteDir)) {
    // Printed without the user and token an https remote may hold (a start-up message is logged).
    const remote = withoutCredentials(config.gitRemote);
    const credentials = remote === config.gitRemote ? "" : ", with the remote's user and token";
    read.fail(
      `STUDIO_GIT_REMOTE is set, but STUDIO_SITE_DIR (${config.siteDir}) is not a git checkout: clone the site there first (git clone ${remote} ${config.siteDir}${credentials})`,
    );
  }
  if (read.errors.length) throw new StartupError(`Invalid settings:\n  ${read.errors.join("\n  ")}`);
  return config;
}

/** The site's folder is the top of a git checkout: the studio then commits each save there. */
export const isGitCheckout = (dir: string) => fs.existsSync(path.join(dir, ".git"));

/** STUDIO_DATABASE_FILE, or studio.db in DATABASE_FILE's folder (the owner CLI reads it the same way). */
export function studioDatabaseFile(read: EnvReader = new EnvReader(process.env)): string {
  const set = read.str("STUDIO_DATABASE_FILE");
  return set === undefined ? path.join(path.dirname(databaseFile(read)), "studio.db") : projectPath(set);
}
