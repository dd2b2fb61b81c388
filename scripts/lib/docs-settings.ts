import { settingsTable } from "../../server/settings.ts";

const START = "<!-- server-settings:start";
const END = "<!-- server-settings:end -->";

/** docs/deploying.md with the "Server settings" table between its markers rewritten from server/settings.ts. */
export function withSettingsTable(guide: string): string {
  const start = guide.indexOf(START);
  const end = guide.indexOf(END);
  if (start < 0 || end < start) throw new Error("docs/deploying.md: the server-settings markers are missing");
  const head = guide.slice(0, guide.indexOf("\n", start) + 1);
  return `${head}\n${settingsTable()}\n\n${guide.slice(end)}`;
}
