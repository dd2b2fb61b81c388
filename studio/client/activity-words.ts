import { EDITABLE_CONTENT } from "../../editor/client/content-files.ts";
import { contentTitle } from "../../editor/client/schemas.ts";

/**
 * What the audit log names in words. The studio records files and releases as programs name them
 * ('pages/about.json', '20261201-214540-642 (38232c42db)'); the owner reads the page by its
 * address, the site's settings by their name, a release by when it was published.
 */
function fileWords(file: string): string {
  const bangla = /^i18n\/bn\/(.+)$/.exec(file)?.[1];
  if (bangla) return `the Bangla of ${fileWords(bangla)}`;
  const page = /^pages\/(.+)\.json$/.exec(file)?.[1];
  if (page !== undefined) {
    if (page === "404") return "the not-found page";
    return `the page ${page === "index" ? "/" : `/${page.replace(/(^|\/)index$/, "")}`}`;
  }
  const content = EDITABLE_CONTENT.find((name) => file === `content/${name}.json`);
  if (content) return content === "site" ? "the site settings" : `the ${contentTitle(content).toLowerCase()}`;
  const picture = /^public\/.*?([^/]+?)(?:\.\w+)?$/.exec(file)?.[1];
  if (picture) return `the picture "${picture}"`;
  return file.includes("/") ? "a file of the site" : file;
}

/** 'pages/a.json -> pages/b.json' -> 'the page /a to /b'. */
function moveWords(subject: string): string {
  const [from, to] = subject.split(" -> ");
  if (to === undefined) return fileWords(subject);
  return `${fileWords(from!)} to ${fileWords(to).replace(/^the page /, "")}`;
}

/** '20261201-214540-642' -> the time it was published, as the reader's computer writes times. */
function releaseWords(subject: string): string {
  const id = /(\d{4})(\d\d)(\d\d)-(\d\d)(\d\d)(\d\d)-(\d{3})/.exec(subject);
  if (!id) return "an earlier version";
  const [, y, mo, d, h, mi, s, ms] = id;
  return `the version published ${readableTime(`${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}Z`)}`;
}

/** An audit entry in words ('account_reset', 'pub@example.com' -> 'gave pub@example.com a new password'). */
const WORDS: Record<string, (subject: string) => string> = {
  login: () => "logged in",
  login_failed: () => "tried to log in with a wrong password",
  logout: () => "logged out",
  logout_everywhere: () => "logged out everywhere",
  account_added: (s) => `added the account ${s}`,
  account_removed: (s) => `removed the account ${s}`,
  account_reset: (s) => `gave ${s} a new password`,
  account_role_changed: (s) => `changed the role of ${s}`,
  password_changed: () => "changed their own password",
  enquiry_updated: () => "updated an enquiry",
  enquiries_exported: () => "exported the enquiries",
  enquiries_deleted: (s) => `deleted enquiries (${s})`,
  page_saved: (s) => `saved ${fileWords(s)}`,
  page_deleted: (s) => `deleted ${fileWords(s)}`,
  page_moved: (s) => `moved ${moveWords(s)}`,
  content_saved: (s) => `saved ${fileWords(s)}`,
  translation_saved: (s) => `saved ${fileWords(s)}`,
  image_uploaded: (s) => `uploaded ${fileWords(s)}`,
  published: () => "published the site",
  rolled_back: (s) => `put back ${releaseWords(s)}`,
};

/** An action without words here (one a later part adds) is shown by its name, in words. */
export function activityWords(action: string, subject: string): string {
  const words = WORDS[action];
  if (words) return words(subject);
  return action.replaceAll("_", " ");
}

/**
 * Who did it, by name (`names`: e-mail to name, from the accounts): "Rahima Begum"; an account
 * removed since by its e-mail; the operator's command line ("command line (root)") as the operator.
 */
export function actorWords(actor: string, names: ReadonlyMap<string, string>): string {
  if (/^command line \(.*\)$/.test(actor)) return "The site's operator, from the command line,";
  return names.get(actor.toLowerCase()) ?? actor;
}

/** The e-mail addresses in what was done, by the names of their accounts ('gave Nadia Islam a new password'). */
export const withNames = (words: string, names: ReadonlyMap<string, string>) =>
  words.replace(/[^\s()]+@[^\s()]+/g, (email) => names.get(email.toLowerCase()) ?? email);

/** A time the way the reader's own computer writes it: '27 Nov 2026, 16:32'. */
export const readableTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
