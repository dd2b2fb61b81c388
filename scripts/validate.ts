/**
 * `npm run validate`: checks every page and content file; one line per problem, exit 1 on any.
 * `npm run validate -- --format github` prints GitHub Actions annotations instead, so that a pull
 * request shows each problem on the line it concerns.
 * `npm run validate -- --before-launch` also lists every sample value and placeholder contact
 * detail the owner must replace, and exits 1 while any is left.
 * Translations: a missing translation file is a problem; words not translated yet, translations behind
 * their English and translations of words the English no longer has are warnings, printed after the
 * problems, which fail only with `--strict-translations` (or TRANSLATIONS=strict in the environment).
 */
import { parseArgs } from "node:util";
import { beforeLaunch } from "../engine/before-launch.server.ts";
import { loadSiteContent } from "../engine/load.server.ts";
import { formatGithub, formatProblems, summary } from "../engine/problems.ts";

const { values } = parseArgs({
  options: {
    format: { type: "string", default: "text" },
    "before-launch": { type: "boolean", default: false },
    "strict-translations": { type: "boolean", default: process.env.TRANSLATIONS === "strict" },
  },
});
if (values.format !== "text" && values.format !== "github") {
  console.error(`--format must be "text" or "github", not "${values.format}".`);
  process.exit(2);
}
const print = (problems: Parameters<typeof formatProblems>[0]) =>
  values.format === "github"
    ? console.log(problems.map((p) => formatGithub(p)).join("\n"))
    : console.error(formatProblems(problems));

const content = loadSiteContent();
const { pages, warnings } = content;
const strict = values["strict-translations"];
const problems = strict ? [...content.problems, ...warnings] : content.problems;
if (!strict && warnings.length) {
  if (values.format === "github") console.log(warnings.map((w) => formatGithub(w, "warning")).join("\n"));
  else console.error(formatProblems(warnings.map((w) => ({ ...w, message: `warning: ${w.message}` }))));
  console.error(
    `\n${warnings.length} translation warning${warnings.length === 1 ? "" : "s"}: the site builds, and shows English where a translation is missing (\`--strict-translations\` makes them fail).\n`,
  );
}
if (problems.length) {
  print(problems);
  console.error(`\n${summary(problems.length)}`);
  process.exit(1);
}
console.log(`All ${pages.length} pages and the content files are valid.`);

const left = beforeLaunch(content);
const count = `${left.length} sample value${left.length === 1 ? "" : "s"} and placeholder${left.length === 1 ? "" : "s"}`;
if (!values["before-launch"]) {
  if (left.length)
    console.log(`${count} must be replaced before launch: \`npm run validate -- --before-launch\` lists them.`);
} else if (left.length) {
  print(left);
  console.error(
    `\n${count} to replace before launch. Replace each, then run \`npm run validate -- --before-launch\` again.`,
  );
  process.exit(1);
} else console.log("Nothing left to replace before launch: no sample content and no placeholder contact details.");
