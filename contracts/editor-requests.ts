/**
 * What each of the editor's operations takes (contracts/editor-requests.schema.json), for every host
 * of the editor: `npm run edit`'s Vite plugin, the studio's server, and the editor's page that calls them.
 */
import fs from "node:fs";
import type { EditorRequests } from "./generated/editor-requests.ts";

export type { EditorRequests };

/** An operation's name: 'save', 'content-check'... */
export type EditorOperation = keyof EditorRequests;

/** The schema file, parsed: one object schema per operation under "properties". */
export const EDITOR_REQUESTS_SCHEMA = JSON.parse(
  fs.readFileSync(new URL("./editor-requests.schema.json", import.meta.url), "utf8"),
) as { properties: Record<EditorOperation, { properties: Record<string, { description: string }> }> };
