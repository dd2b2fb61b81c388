import { settingsTable } from "../../server/settings.ts";

const START = "<!-- server-settings:start";
const END = "<!-- server-settings:end -->";

/** README.md with the "Server settings" table between its markers rewritten from server/settings.ts. */
export function withSettingsTable(readme: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error("README.md: the server-settings markers are missing");
  const head = readme.slice(0, readme.indexOf("\n", start) + 1);
  return `${head}\n${settingsTable()}\n\n${readme.slice(end)}`;
}
