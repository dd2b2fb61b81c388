import { unescapeToken } from "./json-pointer.ts";
import { sectionTitle } from "./section-title.ts";
import type { Problem } from "./model.ts";
import { excerpt, personProblem, type ProblemPlace } from "./person-problem.ts";
import type { ProblemCode } from "./problem-catalogue.ts";
import { walkWithSchema, type SchemaNode, type SchemaSource } from "./schema-walk.ts";

/**
 * A problem in the editor's words: the section by its number from 1 and its title, the field by
 * its label, and what to do, e.g. "Section 6, Call-to-action banner › Button › Link: no page has
 * the address /contcat. Did you mean /contact?". No JSON pointer and none of the file format's
 * words (string, true, quotes, array, field) reach the person editing: those are the CLI's.
 * No Node modules: the editor may call this in the browser.
 */

type Data = Record<string, unknown>;
const str = (v: unknown) => String(v ?? "");
/** A value a person typed, quoted short: they are reminded of it, not shown the whole of it. */
const quoted = (v: unknown) => `"${excerpt(v)}"`;
/**
 * The checks' words with any long quoted value cut short ('"<700 characters>" is not ...'). A quoted
 * value opens after a space, a bracket or a colon (or at the start), so the words between two short
 * ones ('such as "/contact" (lower case …) or "#faq"') are never taken for one.
 */
const shortened = (text: string) => text.replace(/(?<=^|[\s(:])"([^"]{41,})"/g, (_m, v: string) => quoted(v));
const didYouMean = (d: Data) => (d.guess ? ` Did you mean ${str(d.guess)}?` : "");
/** The CLI's hint as a sentence of its own, for codes whose words are worked out where they are found. */
const hint = (p: Problem) =>
  p.hint ? ` ${shortened(p.hint.charAt(0).toUpperCase() + p.hint.slice(1).replace(/\.?$/, "."))}` : "";

/** What is wrong and what to do, by code; `kind` is what the value should be, in words. */
const WORDS: Record<ProblemCode, (d: Data, p: Problem, kind: string) => string> = {
  "json.syntax": () => "the page's file is damaged and cannot be read. Ask a developer to repair it.",
  "json.duplicate-key": () => "the page's file names the same setting twice. Ask a developer to remove one.",
  "json.not-utf8": () => "the page's file is saved in an old text encoding. Ask a developer to save it as UTF-8.",
  "file.missing": () => "a file the site needs is missing. Ask a developer.",
  "file.link": () =>
    "this file is a link to somewhere else, and the site reads only its own files, so it was not read. Ask a developer to replace the link with the file itself.",
  "file.not-json": () => "this file is not a page. Ask a developer to move it.",
  "file.misnamed": (d) =>
    `this page's name cannot be an address. Rename the page to ${str(d.fixed).replace(/\.json$/, "")}.`,
  "file.schema-line": () => "the page file's first line, which names its rules, is wrong. Ask a developer to fix it.",
  "value.unknown-field": () => "holds a setting this part of the page does not have. Ask a developer to remove it.",
  "value.retired-field": (d) => `${str(d.why)}. Ask a developer to remove it from the file.`,
  "value.missing-field": (d) => `${d.title ? `"${str(d.title)}"` : "a value"} is missing. Fill it in.`,
  // An empty value where words belong (a paragraph added and never written) is empty, not of the wrong kind.
  "value.wrong-type": (d, _p, kind) =>
    d.empty ? "is empty. Write something here, or remove it." : `should be ${kind}.`,
  "value.not-a-choice": () => "is not one of the choices. Pick one from the list.",
  "value.not-allowed": () => "has been changed, but must keep its value. Undo the change.",
  "value.breaks-rule": (_d, p) => `is not written the way it must be.${hint(p)}`,
  "value.bad-format": (_d, p) => `${p.message.replace(/^".*" is not/, "is not")}.${hint(p)}`,
  "value.too-small": (_d, p) => `${p.message.replace(/^.* is too small/, "is too small")}.`,
  "value.too-large": (_d, p) => `${p.message.replace(/^.* is too large/, "is too large")}.`,
  "value.other": () => "does not fit here. Change it, or ask a developer.",
  "text.empty": () => "is empty. Write something here, or remove it if it is not needed.",
  "text.too-short": (_d, p) => `${p.message}.`,
  "text.too-long": (_d, p) => `${p.message.replace("; at most", ": at most")}.${hint(p)}`,
  "list.too-few": (_d, p) => `${p.message}.${hint(p)}`,
  "list.too-many": (_d, p) => `${p.message}.${hint(p)}`,
  "list.repeated": () => "lists the same entry twice. Remove one of them.",
  "block.no-type": () => "this section's kind is missing. Delete the section and add it again.",
  "block.unknown-type": () => "the site does not know this kind of section. Delete it, or ask a developer.",
  "block.not-listed": () => "this kind of section cannot be used on pages yet. Ask a developer.",
  "file.more-problems": (d) =>
    `${Number(d.count).toLocaleString("en-US")} more problems are not listed. Fix the ones listed first, then look again.`,
  "route.claimed-twice": (d) =>
    `another page already has the address ${str(d.route)}. Rename or delete one of the two.`,
  "link.unknown-page": (d) => `no page has the address ${str(d.route)}.${didYouMean(d)}`,
  "anchor.not-a-page": (d) =>
    `${str(d.value)} points at a section, but this is not a page. Add the page's address before it.`,
  "anchor.hidden-section": (d) =>
    `links to a hidden section of ${str(d.where)}. Show that section, or link somewhere else.`,
  "anchor.unknown-id": (d) =>
    `${str(d.where)} has no section with the anchor ${quoted(d.anchor)}. Give that anchor to the section it should scroll to.`,
  "image.missing-file": (d) => `the picture ${str(d.src)} is missing. Choose another picture, or upload it.`,
  "image.wrong-size": (d) =>
    `the picture ${str(d.src)} is ${str(d.realWidth)} × ${str(d.realHeight)} pixels, not ${str(d.width)} × ${str(d.height)}. Upload the picture again to take its size.`,
  "image.alt-differs": (d) =>
    `the same picture is described as ${quoted(d.alt)} elsewhere on the site. Use those words here too, or choose a picture that shows what these words describe.`,
  "image.hero-reused": () =>
    "another page already opens with this picture. Choose a picture of this page's own, one that shows what it offers.",
  "reference.unknown-id": (d) =>
    `there is no ${str(d.what).toLowerCase()} ${quoted(d.value)}.${d.guess ? ` Did you mean "${str(d.guess)}"?` : " Pick one from the list."}`,
  "block.check": (_d, p) => `${shortened(p.message)}.${hint(p)}`,
  "heading.missing": () => "no section shows the page's main heading. Start the page with a page heading section.",
  "heading.second": (d) =>
    `shows a second main heading; section ${str(d.first)} already shows the page's. Remove or hide one of them.`,
  "section.id-twice": (d) =>
    `uses the anchor ${quoted(d.id)}, which section ${str(d.first)} already uses. Give each section its own.`,
  "copy.repeated": () => "repeats a passage from another page. Write this passage for this page.",
  "text.example-left": (d) => `still holds the example text ${quoted(d.value)}. Replace it with your own words.`,
  "redirect.page-exists": (d) =>
    `${str(d.from)} is a page of its own, so it cannot forward elsewhere. Remove one of them.`,
  "catalogue.id-twice": (d) => `the service ${quoted(d.id)} is listed twice. Give each card its own name.`,
  "catalogue.unknown-page": (d) =>
    `no page has the address ${str(d.route)}. Create the page, or mark the card as not linked.`,
  "translation.file-missing": (d) =>
    `this page has no ${str(d.language)} edition, so the site cannot be published. Switch the page to ${str(d.language)} and translate it.`,
  "translation.field-missing": (d) =>
    `has no ${str(d.language)} translation yet: the ${str(d.language)} page shows the English words here. Switch to ${str(d.language)} and translate it.`,
  "translation.stale": (d) =>
    `the English changed${d.changed ? ` ${str(d.changed)}` : ""} since this was translated. Read the English beside it and translate it again.`,
  "translation.placeholders": (d) => {
    const missing = (d.missing as string[]) ?? [];
    const unknown = (d.unknown as string[]) ?? [];
    const parts = [
      missing.length ? `${missing.join(", ")} ${missing.length > 1 ? "are" : "is"} missing` : "",
      unknown.length ? `${unknown.join(", ")} ${unknown.length > 1 ? "are" : "is"} not in the English` : "",
    ].filter(Boolean);
    return `must keep the words in curly brackets the English has (${parts.join("; ")}). The site fills each one in: copy it from the English as it is.`;
  },
  "translation.orphaned": () => "is a translation of words the English page no longer has. It is not shown; delete it.",
  "launch.sample": () => 'is sample content, not real. Replace it with real details, then press "Mark as real".',
  "launch.placeholder": (d) => `${quoted(d.value)} is a placeholder. Write the agency's real one here.`,
};

/** What a value of a schema is, in words: "text", "a number", "on or off", "a list", "a group of values". */
function kindWords(schema: SchemaNode | undefined): string {
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  if (type === "number" || type === "integer") return "a number";
  if (type === "boolean") return "on or off";
  if (type === "array") return "a list";
  if (type === "object") return "a group of values";
  return "text";
}

/** 'imagePosition' -> 'Image position'. */
const words = (key: string) => {
  const spaced = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

/**
 * The label of each value of a page (or of a content file, by its schema file), by pointer: its
 * schema's title, or its name in words; a list's item by its number; and each block's title.
 */
export function valueLabels(page: unknown, source: SchemaSource, schemaFile = "page.schema.json") {
  const label = new Map<string, string>();
  const schema = new Map<string, SchemaNode>();
  /** A block's title by its pointer: 'Call-to-action banner'. */
  const blockTitle = new Map<string, string>();
  walkWithSchema(source, schemaFile, page, ({ pointer, schema: node, block }) => {
    if (block && typeof node.title === "string") blockTitle.set(pointer, node.title.replace(/ block$/, ""));
    if (schema.has(pointer)) return;
    schema.set(pointer, node);
    const key = pointer.slice(pointer.lastIndexOf("/") + 1);
    const title = typeof node.title === "string" ? node.title.replace(/ block$/, "") : undefined;
    // A list's item: by its own title ("FAQ item 2"), else the list's name made singular ("Paragraph 1").
    const list = label.get(pointer.slice(0, pointer.lastIndexOf("/")))?.replace(/s$/, "") ?? "Item";
    if (/^\d+$/.test(key)) label.set(pointer, `${title ?? list} ${Number(key) + 1}`);
    else label.set(pointer, title ?? words(unescapeToken(key)));
  });
  return { label, schema, blockTitle };
}

/**
 * What is wrong and what to do, in the editor's words, without where: "no page has the address
 * /contcat. Did you mean /contact?". `kind` is what the value should be ("text", "a number").
 */
export function problemWords(problem: Problem, kind = "text"): string {
  return shortened(WORDS[problem.code](problem.data ?? {}, problem, kind));
}

/**
 * The same words as a sentence of their own, beside the field they are about: "This still holds the
 * example text ...", "No page has the address /contcat. ...".
 */
export function problemSentence(problem: Problem, kind = "text"): string {
  const words = problemWords(problem, kind);
  if (/^(is|has|holds|must|should|still|shows|uses|repeats|lists|links|points)\b/.test(words)) return `This ${words}`;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Where a problem is, by the schema's titles: its section (number from 1, block, title) and the
 * field's labels, and what its value should be; `page` is the file's data.
 */
export function schemaPlace(
  problem: Problem,
  page: unknown,
  source: SchemaSource,
  schemaFile = "page.schema.json",
): { place: ProblemPlace; kind: string } {
  const { label, schema, blockTitle } = valueLabels(page, source, schemaFile);
  const parts = problem.pointer.split("/").slice(1);
  const sectionPointer = problem.section === undefined ? undefined : `/sections/${problem.section}`;
  const place: ProblemPlace = {};
  if (sectionPointer) {
    const data = (page as { sections?: Record<string, unknown>[] }).sections?.[problem.section!];
    const title = data ? sectionTitle(data) : undefined;
    place.section = {
      number: problem.section! + 1,
      ...optional("block", blockTitle.get(sectionPointer)),
      ...optional("title", title),
    };
  }
  const field: string[] = [];
  for (let i = sectionPointer ? 3 : 1; i <= parts.length; i++) {
    const name = label.get(`/${parts.slice(0, i).join("/")}`);
    // A list is named by its item ("FAQ item 2" says which list it is in).
    if (name && !/^\d+$/.test(parts[i] ?? "")) field.push(name);
  }
  if (!sectionPointer && parts[0] === "meta" && schemaFile === "page.schema.json") field[0] = "Page settings";
  if (field.length) place.field = field;
  return { place, kind: kindWords(schema.get(problem.pointer)) };
}

const optional = <K extends string>(key: K, value: string | undefined) =>
  (value ? { [key]: value } : {}) as Partial<Record<K, string>>;

/** A problem in a page, in a person's words, without the page's own name (the reader has it open). */
export function describeProblem(problem: Problem, page: unknown, source: SchemaSource): string {
  const { place, kind } = schemaPlace(problem, page, source);
  return personProblem(place, problemSentence(problem, kind));
}
