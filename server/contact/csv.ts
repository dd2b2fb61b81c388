/**
 * CSV as RFC 4180 has it (CRLF line ends, every cell quoted, quotes doubled), with cells that a
 * spreadsheet would run as a formula defused: a cell starting with = + - @ tab or CR gets a
 * leading single quote, so "=HYPERLINK(...)" from a visitor shows as text (OWASP, CSV injection).
 */
export function toCsv(header: string[], rows: unknown[][]): string {
  return [header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}

export function cell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}
