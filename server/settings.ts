/**
 * Every environment variable the server reads, in one list: server/config.ts reads them through
 * it (an unlisted name does not type-check), and `npm run gen` writes docs/deploying.md's "Server
 * settings" table from it, so the documentation cannot miss a setting or show a stale default.
 */
export interface Setting {
  group: "Server" | "Enquiries" | "Notification e-mail" | "Studio";
  /** As docs/deploying.md shows it; for a whole number, also what the reader falls back to. */
  default: string;
  meaning: string;
  /** Whole numbers: the range accepted. */
  range?: [number, number];
  /** Secrets: may instead come from the file that NAME_FILE names (Docker's secrets convention). */
  file?: true;
}

const DAY = 86_400_000;

/** DATABASE_FILE when it is not set, from the project folder (server/config.ts's projectPath). */
export const DATABASE_FILE_DEFAULT = "data/enquiries.db";

export const SETTINGS = {
  HOST: {
    group: "Server",
    default: "127.0.0.1",
    meaning: "Address to listen on (`0.0.0.0` or `::` to accept connections from other machines)",
  },
  PORT: {
    group: "Server",
    default: "3000",
    meaning: "Port to listen on (`0`: any free port, printed in the log)",
    range: [0, 65535],
  },
  BUILD_DIR: { group: "Server", default: "./build", meaning: "Where the built site is (`npm run build` writes it)" },
  RELEASES_DIR: {
    group: "Server",
    default: "(none)",
    meaning:
      "A releases folder to serve instead of `BUILD_DIR`: its `current` release, followed without a restart; the studio publishes into it (see Deploying)",
  },
  RELEASES_KEEP: {
    group: "Server",
    default: "5",
    meaning: "Releases kept besides the live one when one is installed; older ones are removed",
    range: [1, 1000],
  },
  LOG_LEVEL: {
    group: "Server",
    default: "info",
    meaning: "`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent` (JSON lines on standard output)",
  },
  TRUST_PROXY: {
    group: "Server",
    default: "(none)",
    meaning:
      "Addresses or subnets of your reverse proxies (`127.0.0.1,10.0.0.0/8`): only their `X-Forwarded-For` is believed",
  },
  SERVED_OVER_HTTPS: {
    group: "Server",
    default: "false",
    meaning:
      "`true` when visitors reach the site only over HTTPS (TLS at your proxy): every answer then tells browsers to use HTTPS for a year (Strict-Transport-Security)",
  },
  REQUEST_TIMEOUT_MS: {
    group: "Server",
    default: "15000",
    meaning: "Time allowed to receive a whole request, headers and body",
    range: [1, DAY],
  },
  CONNECTION_TIMEOUT_MS: {
    group: "Server",
    default: "60000",
    meaning: "A socket with no traffic for this long is closed",
    range: [1, DAY],
  },
  KEEP_ALIVE_TIMEOUT_MS: {
    group: "Server",
    default: "5000",
    meaning: "An idle kept-alive connection is closed after this long",
    range: [1, DAY],
  },
  MAX_CONNECTIONS: {
    group: "Server",
    default: "1000",
    meaning: "Open connections at most; more are refused at once",
    range: [1, 1_000_000],
  },
  MAX_CONNECTIONS_PER_ADDRESS: {
    group: "Server",
    default: "100",
    meaning:
      "Open connections at most from one client address (one IPv6 /64); more are refused at once. Your proxies in `TRUST_PROXY` are not counted",
    range: [1, 1_000_000],
  },
  MAX_REQUESTS_PER_SOCKET: {
    group: "Server",
    default: "1000",
    meaning: "Requests on one kept-alive connection before it is closed",
    range: [1, 1_000_000],
  },
  SHUTDOWN_TIMEOUT_MS: {
    group: "Server",
    default: "10000",
    meaning: "On SIGTERM/SIGINT, requests in flight get this long to finish before the process exits anyway",
    range: [1, DAY],
  },
  DATABASE_FILE: {
    group: "Enquiries",
    default: `\`${DATABASE_FILE_DEFAULT}\` in the project folder`,
    meaning:
      "The SQLite file that stores enquiries (created with its folder, readable by the server's user only); the studio's inbox reads it",
  },
  DATABASE_URL: {
    group: "Enquiries",
    default: "(none: the SQLite file at `DATABASE_FILE`)",
    meaning:
      "A PostgreSQL database to store enquiries in instead, such as `postgres://user:password@host:5432/nexaforge`, for several server instances sharing one database (see Deploying); `DATABASE_FILE` is then not used",
    file: true,
  },
  IP_HASH_SECRET: {
    group: "Enquiries",
    default: "(random, kept beside the database file, or in the PostgreSQL database)",
    meaning: "Key (32+ characters) for the keyed hash stored instead of the client's address",
    file: true,
  },
  CONTACT_RATE_LIMIT: {
    group: "Enquiries",
    default: "5",
    meaning:
      "Enquiries per client address (per /64 for IPv6) per window, counted in the database for every instance with `DATABASE_URL`; `0` turns the limit off",
    range: [0, 1_000_000],
  },
  CONTACT_RATE_WINDOW_MS: {
    group: "Enquiries",
    default: "60000",
    meaning: "The rate limit's window",
    range: [1, DAY],
  },
  ALLOWED_ORIGINS: {
    group: "Enquiries",
    default: "(none)",
    meaning: "Other sites allowed to post enquiries (CORS), as exact origins: `https://www.example.com`",
  },
  CONTACT_MIN_FILL_MS: {
    group: "Enquiries",
    default: "3000",
    meaning: "A form sent sooner than this after it was shown is treated as automated (answered, not stored)",
    range: [0, DAY],
  },
  NOTIFY_TO: {
    group: "Notification e-mail",
    default: "(off)",
    meaning: "Address that receives an e-mail for each enquiry (needs `SMTP_URL` or `SMTP_HOST`)",
  },
  NOTIFY_FROM: { group: "Notification e-mail", default: "`NOTIFY_TO`", meaning: "Sender of those e-mails" },
  SMTP_URL: {
    group: "Notification e-mail",
    default: "(none)",
    meaning: "`smtp://user:pass@host:port` or `smtps://...` (or the `SMTP_HOST` settings below)",
    file: true,
  },
  SMTP_HOST: { group: "Notification e-mail", default: "(none)", meaning: "Mail server name" },
  SMTP_PORT: {
    group: "Notification e-mail",
    default: "587 (465 when secure)",
    meaning: "Mail server port",
    range: [1, 65535],
  },
  SMTP_SECURE: {
    group: "Notification e-mail",
    default: "true on port 465",
    meaning: "`true`: TLS from the start; `false`: STARTTLS",
  },
  SMTP_USER: { group: "Notification e-mail", default: "(none)", meaning: "Mail server login (with `SMTP_PASS`)" },
  SMTP_PASS: {
    group: "Notification e-mail",
    default: "(none)",
    meaning: "Mail server password (never logged)",
    file: true,
  },
  OUTBOX_POLL_MS: {
    group: "Notification e-mail",
    default: "5000",
    meaning: "How often unsent notifications are looked for",
    range: [10, DAY],
  },
  OUTBOX_RETRY_BASE_MS: {
    group: "Notification e-mail",
    default: "30000",
    meaning: "First wait before a failed e-mail is retried (doubling each time)",
    range: [1, DAY],
  },
  OUTBOX_MAX_ATTEMPTS: {
    group: "Notification e-mail",
    default: "12",
    meaning: "Attempts before a notification is given up (the enquiry stays stored)",
    range: [1, 1000],
  },
  STUDIO_HOST: {
    group: "Studio",
    default: "127.0.0.1",
    meaning: "Address the studio (`npm run studio`) listens on; keep it private and put your TLS proxy in front",
  },
  STUDIO_PORT: {
    group: "Studio",
    default: "3100",
    meaning: "Port the studio listens on (`0`: any free port, printed in the log)",
    range: [0, 65535],
  },
  STUDIO_URL: {
    group: "Studio",
    default: "`http://STUDIO_HOST:STUDIO_PORT`",
    meaning:
      "The address people open the studio at, as an origin (`https://studio.example.com`): changes sent from any other origin are refused, and the login cookie is sent over HTTPS only when it is `https`",
  },
  STUDIO_DATABASE_FILE: {
    group: "Studio",
    default: "`studio.db` beside `DATABASE_FILE`",
    meaning: "The SQLite file that stores the studio's accounts, sessions and audit log (readable by its user only)",
  },
  STUDIO_SITE_DIR: {
    group: "Studio",
    default: "the project folder",
    meaning:
      "The folder of the site the studio's editor reads and writes (its `pages/`, `content/` and `public/`), such as a checkout of the site's repository",
  },
  STUDIO_SESSION_IDLE_MS: {
    group: "Studio",
    default: "1800000",
    meaning: "A login unused for this long ends (30 minutes)",
    range: [60_000, DAY],
  },
  STUDIO_SESSION_MAX_MS: {
    group: "Studio",
    default: "28800000",
    meaning: "A login ends this long after it began, however busy (8 hours)",
    range: [60_000, 30 * DAY],
  },
  STUDIO_LOGIN_LIMIT: {
    group: "Studio",
    default: "10",
    meaning:
      "Wrong passwords allowed for one account from one client address (one IPv6 /64) within the window; 3 times as many from one address, 10 times for one account (see The studio); then 429 until it passes",
    range: [1, 1_000_000],
  },
  STUDIO_LOGIN_WINDOW_MS: {
    group: "Studio",
    default: "60000",
    meaning: "The login limit's window",
    range: [1000, DAY],
  },
  STUDIO_GIT_REMOTE: {
    group: "Studio",
    default: "(none)",
    meaning:
      "Git remote (`git@github.com:agency/site.git`, or `https://user:token@github.com/agency/site.git`) pulled before each save and pushed to after; none: commits stay in the checkout. The user and token of an https remote are never printed (messages and logs show `https://github.com/agency/site.git`); an SSH deploy key limited to the site's repository is better still",
  },
} as const satisfies Record<string, Setting>;

export type SettingName = keyof typeof SETTINGS;
/** Settings read as whole numbers (they carry a range). */
export type NumberSetting = {
  [K in SettingName]: (typeof SETTINGS)[K] extends { range: unknown } ? K : never;
}[SettingName];

/** Secrets that may come from a file instead (NAME_FILE). */
export type FileSetting = {
  [K in SettingName]: (typeof SETTINGS)[K] extends { file: true } ? K : never;
}[SettingName];

/** docs/deploying.md's "Server settings" table, one row per setting, grouped as listed. */
export function settingsTable(): string {
  const rows = Object.entries(SETTINGS).map(([name, s]: [string, Setting]) => {
    const range = s.range ? ` (${s.range[0]} to ${s.range[1]})` : "";
    const file = s.file ? ` (or \`${name}_FILE\`)` : "";
    const value = /^[`(]/.test(s.default) || /\s/.test(s.default) ? s.default : `\`${s.default}\``;
    return `| ${s.group} | \`${name}\` | ${value} | ${s.meaning}${range}${file} |`;
  });
  return ["| Group | Variable | Default | Meaning |", "| --- | --- | --- | --- |", ...rows].join("\n");
}
