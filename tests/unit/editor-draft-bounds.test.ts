/**
 * A draft no editor could have made is refused before the costly work, in plain words, and a file
 * with thousands of mistakes lists the first ones and counts the rest (editor/server/draft-bounds.ts,
 * engine/check-file.server.ts): one request must not hold the studio for seconds.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkPage } from "../../engine/check-page.server.ts";
import { MAX_SCHEMA_ERRORS } from "../../engine/check-file.server.ts";
import { ROOT } from "../../engine/paths.ts";
import type { EditorContext } from "../../editor/server/handlers/context.ts";
import { handle } from "../../editor/server/handlers/handle.ts";
import { SiteCache } from "../../editor/server/handlers/site-cache.ts";
import { FileStore } from "../../editor/server/store/file-store.ts";
import { siteCopy } from "../server/editor-server.ts";

const root = siteCopy("editor-bounds-");
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const ctx: EditorContext = {
  store: new FileStore(root),
  cache: new SiteCache(root),
  log: () => undefined,
  failureHint: "the log says why.",
};
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), "utf8")) as Record<string, unknown>;
/** `data` with `n` fields no schema has, at its top. */
const withUnknown = (data: Record<string, unknown>, n: number) => {
  for (let i = 0; i < n; i++) data[`extra${i}`] = i;
  return data;
};
/** Words a person reads: no file path, no JSON pointer, no validator's keyword. */
const plain = (message: unknown) => {
  expect(message).not.toMatch(/\/sections\/|pages\/|\.json|additionalProperties|must NOT|RangeError|stack/);
};

describe("a draft past any real file's shape", () => {
  it("with 20,000 unknown fields: a content check and a page check are refused at once, in plain words", async () => {
    const content = await handle(
      "content-check",
      { name: "site", content: withUnknown(read("content/site.json"), 20_000) },
      ctx,
    );
    expect(content.status).toBe(400);
    expect(content.body.message).toBe(
      'This holds 20,000 fields that are not part of any page or setting (the first is "extra0"): the editor never sends them, so nothing was checked or saved. Reload the editor and try again.',
    );
    const page = await handle(
      "check",
      { file: "about.json", page: withUnknown(read("pages/about.json"), 20_000) },
      ctx,
    );
    expect(page.status).toBe(400);
    expect(page.body.message).toMatch(/^This holds 20,000 fields that are not part of any page or setting/);
    plain(page.body.message);
  });

  it("a save of one is refused the same way, and nothing is written", async () => {
    const before = fs.readFileSync(path.join(root, "pages/about.json"), "utf8");
    const version = ctx.store.version("pages/about.json");
    const page = withUnknown(read("pages/about.json"), 5_000);
    const { status, body } = await handle("save", { file: "about.json", version, page }, ctx);
    expect(status).toBe(400);
    expect(body.message).toMatch(/^This holds 5,000 fields/);
    expect(fs.readFileSync(path.join(root, "pages/about.json"), "utf8")).toBe(before);
  });

  it("a few unknown fields are still problems at each field, with what was meant", async () => {
    const page = read("pages/about.json");
    const sections = page.sections as Record<string, unknown>[];
    sections[1]!.haeding = "Who we are";
    const { status, body } = await handle("check", { file: "about.json", page: withUnknown(page, 150) }, ctx);
    expect(status).toBe(200);
    const problems = body.problems as { code: string; pointer: string; hint?: string }[];
    expect(problems.filter((p) => p.code === "value.unknown-field")).toHaveLength(151);
    expect(problems).toContainEqual(
      expect.objectContaining({ pointer: "/sections/1/haeding", hint: 'did you mean "heading"?' }),
    );
  });

  it("nested deeper than any file (a body of 100,000 brackets): refused in plain words, not a failure", async () => {
    let deep: unknown = "x";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const page = { ...read("pages/about.json"), sections: deep };
    for (const [operation, input] of [
      ["check", { file: "about.json", page }],
      ["content-check", { name: "site", content: { nav: deep } }],
    ] as const) {
      const { status, body } = await handle(operation, input, ctx);
      expect(status, operation).toBe(400);
      expect(body.message).toBe(
        "This holds values nested deeper than any page or setting can be: the editor never sends them, so nothing was checked or saved. Reload the editor and try again.",
      );
    }
  });
});

describe("a file with more mistakes than anyone reads", () => {
  const about = fs.readFileSync(path.join(ROOT, "pages/about.json"), "utf8");

  it(`lists the first ${MAX_SCHEMA_ERRORS} as problems and counts the rest in one`, () => {
    const text = JSON.stringify(withUnknown(JSON.parse(about), 2_000), null, 2);
    const problems = checkPage("about.json", text);
    expect(problems.filter((p) => p.code === "value.unknown-field")).toHaveLength(MAX_SCHEMA_ERRORS);
    expect(problems.filter((p) => p.code === "file.more-problems")).toEqual([
      expect.objectContaining({
        file: "pages/about.json",
        pointer: "",
        message: "1,800 more problems with this file's fields are not listed",
      }),
    ]);
  });

  it("a file with fewer lists every one, and no count", () => {
    const text = JSON.stringify(withUnknown(JSON.parse(about), 20), null, 2);
    const problems = checkPage("about.json", text);
    expect(problems.filter((p) => p.code === "value.unknown-field")).toHaveLength(20);
    expect(problems.some((p) => p.code === "file.more-problems")).toBe(false);
  });
});
