/**
 * `npm run validate`: checks every page and content file; one line per problem, exit 1 on any.
 * `npm run validate -- --format github` prints GitHub Actions annotations instead, so that a pull
 * request shows each problem on the line it concerns.
 */
import { parseArgs } from "node:util";
import { loadSiteContent } from "../src/content/load.server.ts";
import { formatGithub, formatProblems, summary } from "../src/content/problems.ts";

const { values } = parseArgs({ options: { format: { type: "string", default: "text" } } });
if (values.format !== "text" && values.format !== "github") {
  console.error(`--format must be "text" or "github", not "${values.format}".`);
  process.exit(2);
}

const { pages, problems } = loadSiteContent();
if (problems.length) {
  if (values.format === "github") console.log(problems.map(formatGithub).join("\n"));
  else console.error(formatProblems(problems));
  console.error(`\n${summary(problems.length)}`);
  process.exit(1);
}
console.log(`All ${pages.length} pages and the content files are valid.`);
