import { toCsv } from "./csv.ts";
import { VISITOR_FIELDS, type EnquiryFields, type Language } from "../../contracts/generated/enquiry.ts";
import type { Status } from "../../contracts/inbox.ts";

export { STATUSES, type Status } from "../../contracts/inbox.ts";

/** An enquiry as the owner tools show and export it. */
export interface OwnerRow extends EnquiryFields {
  id: string;
  receivedAt: string;
  /** The language of the page it was sent from ('en', 'bn'): the one to answer in. */
  language: Language;
  userAgent: string;
  clientHash: string;
  status: Status;
  note: string;
}

export const OWNER_COLUMNS: (keyof OwnerRow)[] = [
  "id",
  "receivedAt",
  ...VISITOR_FIELDS,
  "language",
  "userAgent",
  "clientHash",
  "status",
  "note",
];

/**
 * Enquiries as the owner's CSV export has them (`npm run enquiries -- export` and the studio's
 * inbox alike): one row each, the columns in OWNER_COLUMNS' order, UTF-8 with a byte-order mark
 * first. Without the mark, Excel reads a CSV file in the computer's legacy code page, and a
 * Bengali name comes out as a row of accented Latin letters; with it, every spreadsheet reads the text as written.
 */
export function enquiriesCsv(rows: OwnerRow[]): string {
  return (
    "\uFEFF" +
    toCsv(
      OWNER_COLUMNS,
      rows.map((r) => OWNER_COLUMNS.map((c) => r[c])),
    )
  );
}

/** Which enquiries the owner's inbox shows (and its CSV export holds). */
export interface InboxFilter {
  /** Words found in the name, e-mail, phone, services or message (each word somewhere; case-insensitive for Latin letters). */
  search?: string;
  /** Part of what the visitor wrote under services ("SEO"). */
  service?: string;
  status?: Status;
  /** Exactly this address, whatever its case: the enquiries erasing it would delete. */
  email?: string;
}

export interface InboxQuery extends InboxFilter {
  limit: number;
  offset: number;
}

/** `%`, `_` and the escape itself taken literally in a LIKE pattern (SQLite's and PostgreSQL's alike). */
export const likeable = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The columns a search word is looked for in. */
export const SEARCHED_COLUMNS = ["name", "email", "phone", "services", "message"] as const;
