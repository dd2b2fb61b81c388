import { valueLabels } from "../../engine/describe-problem.ts";
import { fileToRoute } from "../../engine/paths.ts";
import type { SchemaSource } from "../../engine/schema-walk.ts";
import { sectionTitle } from "../../engine/section-title.ts";
import { sectionMoves } from "./section-moves.ts";

/**
 * What a save changed, in the editor's words, for the studio's commit message:
 * "About Us: moved Timeline up; changed Page hero › Title". Sections are named by their block (and
 * their title when the page has two of that kind), fields by the labels the editor shows. A subject
 * line longer than git's customary 72 characters keeps what fits, and every change is then listed
 * in the message's body. Pure: the caller reads the files and the schemas.
 */

type Data = Record<string, unknown>;
const SUBJECT = 72;

const parse = (text: string | undefined): Data | undefined => {
  try {
    const data: unknown = text === undefined ? undefined : JSON.parse(text);
    return data && typeof data === "object" && !Array.isArray(data) ? (data as Data) : undefined;
  } catch {
    return undefined;
  }
};

/** The labels of the fields whose values differ between two objects ("Title", "Main menu"). */
function changedFields(before: Data, after: Data, labelOf: (key: string) => string | undefined) {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((key) => key !== "$schema" && JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => labelOf(key) ?? key);
}

/** A message of a title and its changes: "About Us: moved Timeline up; added FAQ". */
export function messageOf(title: string, changes: string[]): string {
  if (!changes.length) return `${title}: saved without changes`;
  const subject = (shown: string[]) => {
    const more = changes.length - shown.length;
    return `${title}: ${shown.join("; ")}${more ? ` and ${more} more` : ""}`;
  };
  if (subject(changes).length <= SUBJECT) return subject(changes);
  let shown = 0;
  while (shown < changes.length && subject(changes.slice(0, shown + 1)).length <= SUBJECT) shown++;
  const line = shown ? subject(changes.slice(0, shown)) : `${title}: ${changes.length} changes`;
  return `${line}\n\n${changes.map((c) => `- ${c}`).join("\n")}`;
}

/**
 * A page's save: 'pages/about.json' read as `before` (undefined: a new page), saved as `after`.
 * The page is named by its title, else its address.
 */
export function pageChangeWords(file: string, before: string | undefined, after: string, source: SchemaSource) {
  const now = parse(after) ?? {};
  const meta = (now.meta ?? {}) as Data;
  const route = fileToRoute(file.replace(/^pages\//, "")) ?? file;
  const title = typeof meta.title === "string" && meta.title ? meta.title : route;
  if (before === undefined) return messageOf(title, ["created the page"]);
  const was = parse(before);
  if (!was) return messageOf(title, ["changed the page's file"]);
  const [old, fresh] = [was, now].map((p) => (Array.isArray(p.sections) ? (p.sections as Data[]) : []));
  const [oldLabels, newLabels] = [valueLabels(was, source), valueLabels(now, source)];
  /** 'Timeline', or 'FAQ "Questions"' when the page has more than one FAQ. */
  const name = (sections: Data[], labels: typeof newLabels, index: number) => {
    const section = sections[index]!;
    const block = labels.blockTitle.get(`/sections/${index}`) ?? String(section.type);
    const title = sectionTitle(section);
    return title && sections.filter((s) => s.type === section.type).length > 1 ? `${block} "${title}"` : block;
  };
  const changes: string[] = [];
  const settings = changedFields((was.meta ?? {}) as Data, meta, (key) => newLabels.label.get(`/meta/${key}`));
  if (settings.length) changes.push(`changed Page settings › ${settings.join(", ")}`);
  const { pairs, moved, added, removed } = sectionMoves(old!, fresh!);
  for (const { to, up } of moved) changes.push(`moved ${name(fresh!, newLabels, to)} ${up ? "up" : "down"}`);
  for (const j of added) changes.push(`added ${name(fresh!, newLabels, j)}`);
  for (const i of removed) changes.push(`removed ${name(old!, oldLabels, i)}`);
  for (const [i, j] of pairs) {
    const labelOf = (key: string) =>
      newLabels.label.get(`/sections/${j}/${key}`) ?? oldLabels.label.get(`/sections/${i}/${key}`);
    const fields = changedFields(old![i]!, fresh![j]!, labelOf);
    if (fields.length) changes.push(`changed ${name(fresh!, newLabels, j)} › ${fields.join(", ")}`);
  }
  return messageOf(title, changes);
}

/**
 * A content file's save, by the editor's name of the file and of its parts:
 * "Site settings: changed Main menu". `name` is its name in content/ ('site').
 */
export function contentChangeWords(name: string, before: string | undefined, after: string, source: SchemaSource) {
  const schemaFile = `${name}.schema.json`;
  const title = source(schemaFile)?.title;
  const heading = typeof title === "string" ? title : `content/${name}.json`;
  const [was, now] = [parse(before), parse(after) ?? {}];
  if (!was) return messageOf(heading, ["changed the file"]);
  const labels = [valueLabels(now, source, schemaFile), valueLabels(was, source, schemaFile)];
  const parts = changedFields(was, now, (key) => labels.map((l) => l.label.get(`/${key}`)).find(Boolean));
  return messageOf(heading, parts.length ? [`changed ${parts.join(", ")}`] : []);
}
