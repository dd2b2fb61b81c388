import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { formatGithub } from "../../engine/problems.ts";
import { ROOT } from "../../engine/paths.ts";

const validate = (...args: string[]) =>
  spawnSync("npm", ["run", "-s", "validate", "--", ...args], { cwd: ROOT, encoding: "utf8" });

// Each run starts npm and tsx and checks every page: a few seconds alone, past 20 s (two runs) beside
// the other test files on a loaded 2-core machine.
describe("npm run validate, as an editor and CI run it", { timeout: 60_000 }, () => {
  it("says the content is valid and exits 0", () => {
    const run = validate();
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^All \d+ pages and the content files are valid\.$/m);
  });

  it("accepts --format github (CI) and refuses an unknown format in words", () => {
    expect(validate("--format", "github").status).toBe(0);
    const bad = validate("--format", "xml");
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--format must be "text" or "github", not "xml".');
  });
});

describe("GitHub annotations", () => {
  it("carry file, line and column, with the message and hint escaped as GitHub requires", () => {
    const line = formatGithub({
      code: "link.unknown-page",
      file: "pages/a,b.json",
      line: 4,
      column: 9,
      pointer: "/sections/1/cta/href",
      message: "links to /contcat, but no page has that address",
      hint: 'did you mean "/contact"? 100%',
    });
    expect(line).toBe(
      '::error file=pages/a%2Cb.json,line=4,col=9,title=Link to a missing page::/sections/1/cta/href: links to /contcat, but no page has that address%0Ahint: did you mean "/contact"? 100%25',
    );
  });
});
