/**
 * Every problem the validator and the cross-file checks report, once, by a stable code: its title,
 * how its message is worded and what to do about it. Tests and the editor match on the code,
 * never on the words, so the words may improve without breaking either.
 */

/** One kind of problem: `D` is what its words are built from. */
export interface CatalogueEntry<D> {
  /** A short name for the kind of problem, e.g. "Link to a missing page". */
  title: string;
  message: (data: D) => string;
  /** What to do about it; omitted when the message says it. */
  hint?: (data: D) => string | undefined;
}

const entry = <D>(e: CatalogueEntry<D>) => e;

/** Words worked out where the problem was found (a JSON syntax mistake, a schema rule broken). */
type Words = { message: string; hint?: string };
const worded = (title: string) => entry<Words>({ title, message: (d) => d.message, hint: (d) => d.hint });

const guessOr = (guess: string | undefined, otherwise: string) => (guess ? `did you mean "${guess}"?` : otherwise);

export const CATALOGUE = {
  // Reading a file.
  "json.syntax": worded("Not valid JSON"),
  "json.duplicate-key": worded("A name written twice"),
  "json.not-utf8": worded("Not saved as UTF-8"),
  "file.missing": entry<Record<string, never>>({ title: "Missing file", message: () => "file is missing" }),
  "file.link": entry<{ link: string }>({
    title: "A link, not a file",
    message: (d) => `${d.link} is a link to somewhere else, and the site reads only its own files`,
    hint: () => "replace the link with the file (or folder) itself",
  }),
  "file.not-json": entry<{ fixed: string }>({
    title: "Not a page file",
    message: () => "only page files ending in .json belong in pages/",
    hint: (d) => `move it out of pages/, or if it is a page, rename it to pages/${d.fixed}`,
  }),
  "file.misnamed": entry<{ fixed: string }>({
    title: "File name cannot be an address",
    message: () => "this file name cannot be a page address",
    hint: (d) =>
      `rename it to pages/${d.fixed}: page file and folder names are lower-case words joined by dashes, ending in .json`,
  }),
  "file.schema-line": entry<{ expected: string; given?: string; folder: string }>({
    title: 'Wrong "$schema" line',
    message: (d) =>
      d.given === undefined
        ? `needs "$schema": "${d.expected}" as its first line inside the {`
        : `"$schema" should be "${d.expected}" for a file in ${d.folder}/`,
    hint: (d) =>
      `write "$schema": "${d.expected}"; it tells editors such as VS Code where this file's rules are, so they can suggest and check fields`,
  }),

  // One file against its schema (worded in ajv-problems.ts, from the schema's own titles).
  "value.unknown-field": worded("Unknown field"),
  "value.retired-field": worded("Field no longer used"),
  "value.missing-field": worded("Missing field"),
  "value.wrong-type": worded("Wrong kind of value"),
  "value.not-a-choice": worded("Not one of the choices"),
  "value.not-allowed": worded("Value not allowed"),
  "value.breaks-rule": worded("Value breaks its rule"),
  "value.bad-format": worded("Badly written value"),
  "value.too-small": worded("Number too small"),
  "value.too-large": worded("Number too large"),
  "value.other": worded("Value does not fit"),
  "text.empty": worded("Empty text"),
  "text.too-short": worded("Text too short"),
  "text.too-long": worded("Text too long"),
  "list.too-few": worded("Too few items"),
  "list.too-many": worded("Too many items"),
  "list.repeated": worded("Same entry twice"),
  "block.no-type": worded("Section without a type"),
  "block.unknown-type": worded("Unknown block type"),
  "block.not-listed": worded("Block not listed for pages"),
  "file.more-problems": entry<{ count: number }>({
    title: "More problems than listed",
    message: (d) => `${d.count.toLocaleString("en-US")} more problems with this file's fields are not listed`,
    hint: () =>
      "fix the ones listed first (so many at once usually come from a pasted or repeated part), then check again",
  }),

  // Across files.
  "route.claimed-twice": entry<{ route: string; first: string }>({
    title: "Two files, one address",
    message: (d) => `has the same address, ${d.route}, as pages/${d.first}`,
    hint: () => "rename or remove one of the two files",
  }),
  "link.unknown-page": entry<{ route: string; guess?: string }>({
    title: "Link to a missing page",
    message: (d) => `links to ${d.route}, but no page has that address`,
    hint: (d) => guessOr(d.guess, `create pages${d.route}.json or fix the link`),
  }),
  "anchor.not-a-page": entry<{ value: string }>({
    title: "Anchor outside a page",
    message: (d) => `${d.value} is an anchor, but this file is not a page`,
    hint: () => 'write the page address in front of it, e.g. "/contact#form"',
  }),
  "anchor.hidden-section": entry<{ anchor: string; where: string }>({
    title: "Link to a hidden section",
    message: (d) => `#${d.anchor} points at a hidden section of ${d.where}`,
    hint: () => `show that section (remove its "hidden": true) or link somewhere else`,
  }),
  "anchor.unknown-id": entry<{ anchor: string; where: string; file?: string }>({
    title: "Link to a missing section",
    message: (d) => `${d.where} has no section with "id": "${d.anchor}"`,
    hint: (d) => `add "id": "${d.anchor}" to the section it should scroll to${d.file ? `, in ${d.file}` : ""}`,
  }),
  "image.missing-file": entry<{ src: string }>({
    title: "Missing picture",
    message: (d) => `the image ${d.src} does not exist`,
    hint: (d) => `put the file at public${d.src}, or fix the path`,
  }),
  "image.wrong-size": entry<{ src: string; width: number; height: number; realWidth: number; realHeight: number }>({
    title: "Picture size not the file's",
    message: (d) =>
      `the picture ${d.src} is ${d.realWidth} × ${d.realHeight} pixels, but its width and height here say ${d.width} × ${d.height}`,
    hint: (d) =>
      `write width ${d.realWidth} and height ${d.realHeight}, or upload the picture again in the visual editor`,
  }),
  "image.alt-differs": entry<{ src: string; file: string; line: number; alt: string }>({
    title: "One picture, two descriptions",
    message: (d) =>
      `the picture ${d.src} is described differently here than in ${d.file} (line ${d.line}), which says "${d.alt}"`,
    hint: () =>
      "a screen reader should hear the same words for the same picture: copy that description here, or choose a picture that shows what these words describe",
  }),
  "image.hero-reused": entry<{ src: string; file: string; line: number }>({
    title: "Hero picture used on two pages",
    message: (d) => `the opening picture ${d.src} is already the opening picture of ${d.file} (line ${d.line})`,
    hint: () => "give this page a picture of its own, one that shows what this page offers",
  }),
  "reference.unknown-id": entry<{ what: string; collection: string; value: string; guess?: string; ids: string[] }>({
    title: "Unknown entry",
    message: (d) => `no ${d.what.toLowerCase()} in content/${d.collection}.json has the id "${d.value}"`,
    hint: (d) => guessOr(d.guess, `use one of: ${d.ids.join(", ")}`),
  }),
  "block.check": worded("Block's own rule broken"),
  "heading.missing": entry<{ types: string[] }>({
    title: "No main heading",
    message: () => "no section shows the page's main heading",
    hint: (d) => `start the page with a section of type ${d.types.map((t) => `"${t}"`).join(", ")}`,
  }),
  "heading.second": entry<{ section: number; first: number }>({
    title: "Second main heading",
    message: (d) => `section ${d.section} shows a second main heading; section ${d.first} already shows the page's`,
    hint: () => "a page has one: remove one of them, or hide it",
  }),
  "section.id-twice": entry<{ section: number; id: string; first: number }>({
    title: "Section id used twice",
    message: (d) => `section ${d.section} has the id "${d.id}", which section ${d.first} already uses`,
    hint: () => "give each section its own id",
  }),
  "copy.repeated": entry<{ file: string; pointer: string }>({
    title: "Text repeated from another page",
    message: (d) => `repeats text from ${d.file} (${d.pointer})`,
    hint: () => "write this passage for this page; longer text may appear on one page only",
  }),
  "text.example-left": entry<{ field: string; value: string; section?: number; block?: string }>({
    title: "Example text left in",
    message: (d) =>
      `${d.section === undefined ? "the page's" : `section ${d.section}${d.block ? ` (${d.block})` : ""} ›`} ${d.field} still holds the example text "${d.value}"`,
    hint: () => "replace it with words written for this page (or remove what it does not need) before publishing",
  }),
  "redirect.page-exists": entry<{ from: string }>({
    title: "Redirect from an existing page",
    message: (d) => `${d.from} is a page of its own, so it cannot forward elsewhere`,
    hint: () => "remove the redirect or the page",
  }),
  "catalogue.id-twice": entry<{ id: string }>({
    title: "Service id used twice",
    message: (d) => `service id "${d.id}" is used twice`,
    hint: () => "give each card its own id",
  }),
  "catalogue.unknown-page": entry<{ route: string }>({
    title: "Service card links to a missing page",
    message: (d) => `links to ${d.route}, but no page has that address`,
    hint: (d) => `create pages${d.route}.json, or mark the card "unlinked": true until the page exists`,
  }),

  // Translations (i18n/<locale>/): a missing file is a problem; a missing or outdated field is a warning.
  "translation.file-missing": entry<{ language: string; file: string; address: string }>({
    title: "Translation missing",
    message: (d) =>
      `has no ${d.language} edition: ${d.file} is missing${d.address ? `, so ${d.address} cannot be built` : ""}`,
    hint: (d) =>
      `open this page in the visual editor and switch it to ${d.language}, or restore ${d.file} (git checkout -- ${d.file}); npm run translations -- todo lists its words`,
  }),
  "translation.field-missing": entry<{ language: string; what: string; address: string }>({
    title: "Words not translated yet",
    message: (d) =>
      `this ${d.what} has no ${d.language} translation yet: ${d.address} shows the English words, marked as English`,
    hint: (d) =>
      `translate it in the visual editor (switch the page to ${d.language}), or with npm run translations -- todo`,
  }),
  "translation.stale": entry<{
    language: string;
    what: string;
    changed: string;
    english: string;
    file: string;
    line: number;
  }>({
    title: "Translation behind the English",
    message: (d) =>
      `the English of this ${d.what} ("${d.english}") changed${d.changed ? ` ${d.changed}` : ""} since it was translated: the ${d.language} still follows the earlier English`,
    hint: (d) =>
      `translate it again from ${d.file} line ${d.line}, in the visual editor or with npm run translations -- todo ${d.file}`,
  }),
  "translation.placeholders": entry<{ what: string; missing: string[]; unknown: string[] }>({
    title: "Translation loses a filled-in word",
    message: (d) => {
      const parts = [
        d.missing.length ? `${d.missing.join(", ")} ${d.missing.length > 1 ? "are" : "is"} missing` : "",
        d.unknown.length ? `${d.unknown.join(", ")} ${d.unknown.length > 1 ? "are" : "is"} not in the English` : "",
      ].filter(Boolean);
      return `this translated ${d.what} must keep the words in curly brackets its English has: ${parts.join(", and ")}`;
    },
    hint: () =>
      "the site puts a value where each one stands ({year} becomes the year): copy each one into the translation exactly as the English writes it, once each, where the sentence needs it",
  }),
  "translation.orphaned": entry<{ pointer: string; file: string }>({
    title: "Translation of nothing",
    message: (d) => `translates ${d.pointer}, which ${d.file} no longer has (moved or removed): it is not shown`,
    hint: () => "delete it, or move it to where those English words are now",
  }),

  // Before launch (npm run validate -- --before-launch): not problems while the site is a demo.
  "launch.sample": entry<{ what: string }>({
    title: "Sample content to replace",
    message: (d) => `${d.what}: marked as sample content, written as an example and not real`,
    hint: () => 'replace them with real ones, then remove "sample": true (in the visual editor: press "Mark as real")',
  }),
  "launch.placeholder": entry<{ value: string }>({
    title: "Placeholder contact detail",
    message: (d) => `"${d.value}" is a placeholder, not a real address or number`,
    hint: () => "write the agency's real one here",
  }),
} as const;

export type ProblemCode = keyof typeof CATALOGUE;

/** What the words of a problem with this code are built from. */
export type ProblemData<C extends ProblemCode> = (typeof CATALOGUE)[C] extends CatalogueEntry<infer D> ? D : never;
