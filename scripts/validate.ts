/** `npm run validate`: checks every page and content file; one line per problem, exit 1 on any. */
import { loadSiteContent } from "../src/content/load.server.ts";
import { formatProblems } from "../src/content/problems.ts";

const { pages, problems } = loadSiteContent();
if (problems.length) {
  console.error(formatProblems(problems));
  console.error(
    `\n${problems.length} problem${problems.length === 1 ? "" : "s"} found. Fix them and run \`npm run validate\` again.`,
  );
  process.exit(1);
}
console.log(`All ${pages.length} pages and the content files are valid.`);
