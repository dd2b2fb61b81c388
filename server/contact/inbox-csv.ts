import { LANGUAGE_NAMES } from "../../contracts/languages.ts";
import { toCsv } from "./csv.ts";
import type { OwnerRow, Status } from "./owner.ts";

/** What each status is called in the owner's inbox. */
const STATUS_WORDS: Record<Status, string> = { new: "New", replied: "Replied", archived: "Archived" };

/** '2026-12-02T08:05:00.000Z' -> '2026-12-02 14:05', the agency's time (Asia/Dhaka), which spreadsheets read as a time. */
function dhakaTime(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Asia/Dhaka",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/**
 * The studio's "Export CSV": the enquiries as the owner reads them in a spreadsheet, its columns
 * headed in words and its times in Dhaka's. What a program keeps about a sender (the browser's
 * user agent, the hash the rate limit counts by, the row's id) stays out: `npm run enquiries --
 * export` (enquiriesCsv, for scripts and operators) keeps every column under its program name.
 * A byte-order mark first, so a spreadsheet reads Bengali names as written (see enquiriesCsv).
 */
const COLUMNS: [string, (row: OwnerRow) => unknown][] = [
  ["Received (Dhaka time)", (r) => dhakaTime(r.receivedAt)],
  ["Name", (r) => r.name],
  ["E-mail", (r) => r.email],
  ["Phone", (r) => r.phone],
  ["Services", (r) => r.services],
  ["Country", (r) => r.country],
  ["Budget", (r) => r.price],
  ["Message", (r) => r.message],
  ["Language", (r) => LANGUAGE_NAMES[r.language] ?? r.language],
  ["Status", (r) => STATUS_WORDS[r.status] ?? r.status],
  ["Note", (r) => r.note],
];

export function inboxCsv(rows: OwnerRow[]): string {
  return (
    "\uFEFF" +
    toCsv(
      COLUMNS.map(([header]) => header),
      rows.map((row) => COLUMNS.map(([, value]) => value(row))),
    )
  );
}
