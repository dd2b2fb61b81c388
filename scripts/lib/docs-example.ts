import { loadSiteContent } from "../../engine/load.server.ts";
import { formatProblems, summary } from "../../engine/problems.ts";
import { copySite } from "./site-copy.ts";

const START = "<!-- validate-example:start";
const END = "<!-- validate-example:end -->";
const FILE = "pages/careers.json";

/**
 * The worked example of docs/editing.md with the mistakes its text describes: "heading" typed "haeding" in
 * the second section, /contcat for /contact in the third, and a comma left after the last section.
 */
export function misspeltExample(guide: string): string {
  const page = /Create `pages\/careers\.json`:\s*```json\n([\s\S]*?)```/.exec(guide)?.[1];
  if (!page) throw new Error("docs/editing.md: the worked example (Create `pages/careers.json`:) is missing");
  const broken = page
    .replace('"heading": "Build things', '"haeding": "Build things')
    .replace('"href": "/contact"', '"href": "/contcat"')
    .replace(/\}\n {2}\]\n\}\n$/, "},\n  ]\n}\n");
  if (
    broken.split("\n").length !== page.split("\n").length ||
    !broken.includes("haeding") ||
    !broken.includes("contcat") ||
    !broken.includes("},\n  ]")
  )
    throw new Error("docs/editing.md: the worked example no longer has the lines its mistakes are made in");
  return broken;
}

/** What `npm run validate` prints for that page, run on a copy of the site. */
export function validateOutput(guide: string): string {
  const site = copySite();
  try {
    site.write(FILE, misspeltExample(guide));
    const problems = loadSiteContent(site.root).problems.filter((p) => p.file === FILE);
    return `${formatProblems(problems)}\n\n${summary(problems.length)}`;
  } finally {
    site.remove();
  }
}

/** docs/editing.md with the example output between its markers replaced by a real run's. */
export function withValidateExample(guide: string): string {
  const start = guide.indexOf(START);
  const end = guide.indexOf(END);
  if (start < 0 || end < start) throw new Error("docs/editing.md: the validate-example markers are missing");
  const head = guide.slice(0, guide.indexOf("\n", start) + 1);
  return `${head}\n\`\`\`\n${validateOutput(guide)}\n\`\`\`\n\n${guide.slice(end)}`;
}
