/**
 * A problem in a person's words, the one way every screen says it (the editor's problem list, a
 * save's refusal, a publish's refusal): where (the page by its title and address, the section by its
 * number and name, the field by its title), what is wrong, and what to do. `npm run validate` keeps
 * its own developer format (engine/problems.ts); this one never shows a file path or a JSON
 * pointer. No Node modules: the editor calls it in the browser.
 */

/** Where a problem is, in the words of the screens. */
export interface ProblemPlace {
  /** The page, when the reader may not have it open: its title and address (null: the not-found page). */
  page?: { title?: string; address: string | null; language?: string };
  /** A part of the site that is not a page: 'the site settings', 'the service catalogue'. */
  file?: string;
  /** The section, counted from 1 as the Sections list counts, with its block's name and its own title. */
  section?: { number: number; block?: string; title?: string };
  /** A part of a content file ('Main menu'), or 'Page settings'. */
  part?: string;
  /** The field's labels from the schema's titles, outermost first: ['Button', 'Link']. */
  field?: string[];
}

/** The longest a quoted value may be: a person is reminded of the value, not shown the whole of it. */
export const EXCERPT = 40;

/** 'A very long pasted paragraph that goes on and on' -> 'A very long pasted paragraph that goes…'. */
export function excerpt(value: unknown, longest = EXCERPT): string {
  const text = String(value ?? "")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > longest ? `${text.slice(0, longest - 1).trimEnd()}…` : text;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function pageWords(page: NonNullable<ProblemPlace["page"]>): string {
  const language = page.language ? `${page.language} edition of the ` : "";
  if (page.address === null) return `On the ${language}page visitors see at an address with no page`;
  const title = page.title ? excerpt(page.title) : "";
  return title ? `On the ${language}${title} page (${page.address})` : `On the ${language}page ${page.address}`;
}

/**
 * 'On the About Us page (/about), section 6, Call-to-action banner “Ready?”, field “Button › Link”';
 * in the editor, with the page open: 'Section 6, Call-to-action banner “Ready?”, field “Button › Link”'.
 */
export function placeSentence(place: ProblemPlace): string {
  const parts: string[] = [];
  if (place.page) parts.push(pageWords(place.page));
  else if (place.file) parts.push(`In ${place.file}`);
  if (place.section) {
    const { number, block, title } = place.section;
    parts.push(`section ${number}${block ? `, ${block}` : ""}${title ? ` “${excerpt(title)}”` : ""}`);
  }
  if (place.part) parts.push(place.part);
  if (place.field?.length) parts.push(`field “${place.field.join(" › ")}”`);
  return parts.length ? capital(parts.join(", ")) : "On this page";
}

/**
 * Where, then what and what to do: 'On the Careers page (/careers), section 2, Call-to-action banner,
 * field “Button › Link”: there is no page at /contcat. Did you mean /contact?'. `sentence` is the
 * problem's own words (describe-problem.ts's problemSentence).
 */
export function personProblem(place: ProblemPlace, sentence: string): string {
  const said = sentence.charAt(0).toLowerCase() + sentence.slice(1);
  return `${placeSentence(place)}: ${said}`;
}
