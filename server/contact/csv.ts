/**
 * CSV as RFC 4180 has it (CRLF line ends, every cell quoted, quotes doubled), with the cells a
 * spreadsheet would run as a formula defused by a leading single quote, so "=HYPERLINK(...)"
 * from a visitor shows as text (OWASP, CSV injection).
 */
export function toCsv(header: string[], rows: unknown[][]): string {
  return [header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}

/**
 * A formula starts with = + - or @, or their full-width forms (＝＋－＠, which spreadsheets in
 * East Asian locales read the same), possibly after spaces or line breaks that the spreadsheet
 * skips; a leading tab or CR is defused as well (OWASP).
 */
const FORMULA = /^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r]/;
/**
 * A number as people write one, such as the phone number +880 1712-345678: digits, spaces,
 * dashes, dots and brackets, optionally after + or -. At worst a spreadsheet does arithmetic
 * with it; it can call no function and refer to no cell, so it is left as written rather than
 * shown with a stray quote.
 */
const PLAIN_NUMBER = /^[+-]?[0-9][0-9 .()-]*$/;

export function cell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}
