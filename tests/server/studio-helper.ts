import path from "node:path";
import type { Role } from "../../studio/server/accounts.ts";
import { buildStudioApp, type StudioOptions } from "../../studio/server/app.ts";
import { loadStudioConfig } from "../../studio/server/config.ts";
import { hashPassword, type ScryptParams } from "../../studio/server/passwords.ts";
import { openStudioStore } from "../../studio/server/store.ts";
import { tempDir } from "./contact-helper.ts";
import { freePort } from "./process-helper.ts";

/** Far below OWASP's figures, so each login takes milliseconds; production never reads this. */
export const TEST_SCRYPT: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };
export const PASSWORD = "correct horse battery staple";

export type TestStudio = Awaited<ReturnType<typeof startStudio>>;

/**
 * A studio on a fresh database, listening on a free port (cookies need a real socket), with the
 * given accounts (each with PASSWORD), a clock the test moves (`advance`), and `env` settings on
 * top of the defaults, hashing at `scrypt`, serving the editor's page from `editorBuild`. Its own origin is its listening address.
 */
export async function startStudio(
  accounts: Record<string, Role>,
  env: Record<string, string> = {},
  scrypt: ScryptParams = TEST_SCRYPT,
  /** The editor's build the studio serves; a folder that does not exist by default. */
  editorBuild = path.join(tempDir("nexaforge-no-editor-"), "build-studio"),
  /** More of the studio's options (a test's own site build for publishing, a logger's stream to read its log). */
  options: Pick<StudioOptions, "build" | "logger"> = {},
) {
  const dir = tempDir("nexaforge-studio-");
  const databaseFile = path.join(dir, "data", "studio.db");
  const enquiryDatabaseFile = path.join(dir, "data", "enquiries.db");
  // The accounts go where the studio will look for them: studio.db, or PostgreSQL with DATABASE_URL.
  // A DATABASE_URL that does not answer is left for the studio's own start to report.
  const store = await openStudioStore({ databaseFile, databaseUrl: env.DATABASE_URL }).catch(() => undefined);
  const passwordHash = await hashPassword(PASSWORD, scrypt);
  for (const [email, role] of Object.entries(accounts))
    await store?.accounts.add({ email, name: email.split("@")[0]!, role, passwordHash });
  await store?.close();
  // The origin must be known before listening: take a free port first.
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const config = {
    ...loadStudioConfig({
      STUDIO_DATABASE_FILE: databaseFile,
      DATABASE_FILE: enquiryDatabaseFile,
      STUDIO_PORT: String(port),
      LOG_LEVEL: "silent",
      ...env,
    }),
    scrypt,
  };
  let clock = Date.now();
  const app = await buildStudioApp(config, { now: () => clock, editorBuild, ...options });
  return {
    app,
    base,
    databaseFile,
    /** The enquiry database, as the public server beside the studio would write it. */
    enquiryDatabaseFile,
    /** Routes a test adds must be added before this. */
    listen: () => app.listen({ host: "127.0.0.1", port }),
    advance: (ms: number) => (clock += ms),
    close: () => app.close(),
  };
}

/** A fetch as the studio's own page sends it: its origin, JSON, the session cookie and CSRF token when given. */
export function studioFetch(
  studio: { base: string },
  url: string,
  init: { method?: string; body?: unknown; cookie?: string; csrf?: string; origin?: string | null; from?: string } = {},
) {
  const headers: Record<string, string> = {};
  // The client's address as a trusted proxy reports it (the studio must have TRUST_PROXY=127.0.0.1).
  if (init.from) headers["x-forwarded-for"] = init.from;
  const { method = init.body === undefined ? "GET" : "POST", origin = studio.base } = init;
  if (origin !== null) headers.origin = origin;
  if (init.body !== undefined) headers["content-type"] = "application/json";
  if (init.cookie) headers.cookie = init.cookie;
  if (init.csrf) headers["x-csrf-token"] = init.csrf;
  return fetch(studio.base + url, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/** Logs in; the cookie to send back (name=value) and the CSRF token. */
export async function login(studio: { base: string }, email: string, password = PASSWORD) {
  const res = await studioFetch(studio, "/studio/api/login", { body: { email, password } });
  if (res.status !== 200) throw new Error(`login as ${email} answered ${res.status}: ${await res.text()}`);
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  const cookie = res.headers.getSetCookie()[0]!.split(";")[0]!;
  return { cookie, csrf: csrfToken, setCookie: res.headers.getSetCookie()[0]! };
}

/** Opens /about in the studio's editor as `who`, gives its first section `title`, and saves it: the save's answer. */
export async function saveAboutTitle(studio: { base: string }, who: { cookie: string; csrf: string }, title: string) {
  const opened = (await (await studioFetch(studio, "/studio/api/editor/page?file=about.json", who)).json()) as {
    text: string;
    version: string;
  };
  const page = JSON.parse(opened.text) as { sections: { title?: string }[] };
  page.sections[0]!.title = title;
  return studioFetch(studio, "/studio/api/editor/save", {
    body: { file: "about.json", version: opened.version, page },
    ...who,
  });
}
