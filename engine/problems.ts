import type { Position } from "./json-source.ts";
import type { Problem } from "./model.ts";
import { CATALOGUE, type CatalogueEntry, type ProblemCode, type ProblemData } from "./problem-catalogue.ts";

export type { Problem };

/** Where a problem is: the file, the JSON pointer of the value, and its line and column. */
export type Place = Position & { file: string; pointer: string };

/** A problem of the catalogue at a place, worded from its data; a page's section is named by its index. */
export function problemAt<C extends ProblemCode>(code: C, data: ProblemData<C>, place: Place): Problem {
  const entry = CATALOGUE[code] as CatalogueEntry<ProblemData<C>>;
  const hint = entry.hint?.(data);
  return withSection({
    code,
    ...place,
    message: entry.message(data),
    ...(hint ? { hint } : {}),
    data: data as Record<string, unknown>,
  });
}

/** The problem with the index of the page section it concerns, if any ('/sections/5/cta/href' -> 5). */
export function withSection(problem: Problem): Problem {
  const index = problem.file.startsWith("pages/") ? /^\/sections\/(\d+)(\/|$)/.exec(problem.pointer)?.[1] : undefined;
  return index === undefined ? problem : { ...problem, section: Number(index) };
}

export { CONTENT_PROBLEMS } from "./problem-marker.ts";

/** 'pages/about.json:42:9 /sections/3/items/1/title: must be a string' and, indented below, the hint. */
export function formatProblem(p: Problem): string {
  const where = `${p.file}:${p.line}:${p.column}`;
  const head = p.pointer ? `${where} ${p.pointer}: ${p.message}` : `${where} ${p.message}`;
  return p.hint ? `${head}\n    hint: ${p.hint}` : head;
}

export function formatProblems(problems: readonly Problem[]): string {
  return problems.map(formatProblem).join("\n");
}

/** The last line `npm run validate` prints when it finds problems. */
export function summary(count: number): string {
  return `${count} problem${count === 1 ? "" : "s"} found. Fix them and run \`npm run validate\` again.`;
}

/** Levenshtein distance, for "did you mean" suggestions. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length]!;
}

/** The closest candidate to a misspelled word, if it is close enough to be a likely typo. */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  const lower = word.toLowerCase();
  for (const c of candidates) {
    const score = editDistance(lower, c.toLowerCase());
    if (score < bestScore) [best, bestScore] = [c, score];
  }
  const limit = Math.max(2, Math.floor(word.length / 3));
  return bestScore <= limit ? best : undefined;
}

/** Orders problems by file, then line, then column: the order an editor reads them in. */
export function byPlace(a: Problem, b: Problem): number {
  return a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column;
}

/** GitHub's workflow-command escaping: data may not hold %, CR or LF; properties also not : or ,. */
const escapeData = (s: string) => s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
const escapeProperty = (s: string) => escapeData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");

/**
 * A problem as a GitHub Actions annotation, which the pull request shows on that line of the file,
 * titled with its kind from the catalogue:
 * '::error file=pages/x.json,line=4,col=9,title=Link to a missing page::message%0Ahint: ...'.
 */
export function formatGithub(p: Problem, level: "error" | "warning" = "error"): string {
  const where = `file=${escapeProperty(p.file)},line=${p.line},col=${p.column},title=${escapeProperty(CATALOGUE[p.code].title)}`;
  const text = `${p.pointer ? `${p.pointer}: ` : ""}${p.message}${p.hint ? `\nhint: ${p.hint}` : ""}`;
  return `::${level} ${where}::${escapeData(text)}`;
}
