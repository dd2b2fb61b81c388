import path from "node:path";
import { describe, expect, it } from "vitest";
import { htmlFiles } from "../../scripts/lib/html-files.ts";
import { ROOT } from "../../engine/paths.ts";
import { htmlErrors, javaProblem } from "./nu-checker.ts";

// Every built page is valid HTML as the W3C Nu HTML Checker reads it: what a browser would repair
// or ignore (an unknown attribute, a <style> in <body>, a CSS value no browser knows) is fixed where
// it is made, not filtered out here.
const client = path.join(ROOT, "build/client");

describe("valid HTML (W3C Nu HTML Checker)", () => {
  it("finds no error in any built page", { timeout: 180_000 }, async () => {
    const problem = javaProblem();
    if (problem) throw new Error(problem);
    const pages = htmlFiles(client);
    expect(pages.length).toBeGreaterThan(1);
    const errors = await htmlErrors(client, pages);
    const listed = errors.map((e) => `build/client/${e.file}:${e.line}:${e.column}: ${e.message}`);
    expect(errors.length, `${errors.length} errors in ${pages.length} pages:\n${listed.join("\n")}\n`).toBe(0);
  });
});
