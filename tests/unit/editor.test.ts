import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { listJsonFiles } from "../../engine/files.server.ts";
import { PAGES_DIR } from "../../engine/paths.ts";
import { checkPage } from "../../engine/check-page.server.ts";
import { fieldSpec, propertySpecs, type FieldSpec } from "../../editor/client/fields/spec.ts";
import { fromPuck, toPuck, type PageJson } from "../../editor/client/mapping.ts";
import { schemaFiles } from "../../editor/client/schemas.ts";
import { formatPage } from "../../editor/server/format.ts";
import { pagePath } from "../../editor/server/page-path.ts";

const source = (p: string) => schemaFiles.get(p);
const block = (type: string) =>
  propertySpecs(
    source,
    schemaFiles.get(`generated/blocks/${type}.schema.json`)!,
    `generated/blocks/${type}.schema.json`,
  );
const field = (type: string, key: string) => block(type).find((p) => p.key === key)!.spec;

describe("fields generated from the JSON Schema", () => {
  it("a string is a text field, a long one a text area, labelled by title and explained by description", () => {
    const heading = field("faq", "heading");
    expect(heading).toMatchObject({ kind: "text", multiline: false, label: "Section heading", required: true });
    expect(heading.help).toBe("The section's heading as visitors see it.");
    const items = field("faq", "items");
    expect(items.kind).toBe("list");
    const answer = (items as Extract<FieldSpec, { kind: "list" }>).item;
    expect(answer).toMatchObject({ kind: "group", label: "FAQ item" });
    const fields = (answer as Extract<FieldSpec, { kind: "group" }>).fields;
    expect(fields.find((f) => f.key === "answer")!.spec).toMatchObject({
      kind: "text",
      multiline: true,
      maxLength: 1200,
    });
    expect(fields.find((f) => f.key === "question")!.spec).toMatchObject({ kind: "text", maxLength: 200 });
  });

  it("an enum is a select, a boolean a checkbox, a number a number field with its bounds", () => {
    const schema = {
      type: "object",
      properties: {
        size: { type: "string", enum: ["small", "large"] },
        on: { type: "boolean" },
        count: { type: "integer", minimum: 1, maximum: 9, title: "How many" },
      },
      required: ["size"],
    };
    const specs = propertySpecs(source, schema, "page.schema.json");
    expect(specs.map((s) => s.spec)).toEqual([
      { kind: "select", options: ["small", "large"], icons: false, label: "Size", required: true },
      { kind: "checkbox", label: "On", required: false },
      { kind: "number", integer: true, min: 1, max: 9, label: "How many", required: false },
    ]);
  });

  it("links, routes, images, icons and references get their pickers from the definitions", () => {
    expect(field("ctaBanner", "cta")).toMatchObject({ kind: "group", label: "Button" });
    const cta = (field("ctaBanner", "cta") as Extract<FieldSpec, { kind: "group" }>).fields;
    expect(cta.find((f) => f.key === "href")!.spec).toMatchObject({ kind: "text", picker: "link", label: "Link" });
    const meta = propertySpecs(
      source,
      (schemaFiles.get("page.schema.json")!.properties as never)["meta"],
      "page.schema.json",
    );
    expect(meta.find((m) => m.key === "canonical")!.spec).toMatchObject({ picker: "route" });
    expect(meta.find((m) => m.key === "ogImage")!.spec).toMatchObject({ picker: "image", label: "Link-preview image" });
    const hero = field("homeHero", "background") as Extract<FieldSpec, { kind: "group" }>;
    expect(hero.fields.find((f) => f.key === "src")!.spec).toMatchObject({ picker: "image" });
    const testimonials = JSON.stringify(block("testimonials"));
    expect(testimonials).toContain('"kind":"reference","collection":"clients","path":["clients","*","id"]');
    const features = JSON.stringify(block("featureCards"));
    expect(features).toMatch(/"kind":"select","options":\["app-window",[^\]]*\],"icons":true/);
  });

  it("a construct it cannot render (anyOf) gets a JSON field, never a silent drop", () => {
    const spec = fieldSpec(
      source,
      { anyOf: [{ type: "string" }, { type: "boolean" }], title: "Cell" },
      "page.schema.json",
    );
    expect(spec).toEqual({ kind: "json", label: "Cell", required: false });
    expect(JSON.stringify(block("packageTable"))).toContain('"kind":"json"');
  });

  it("every property of every block has a field (the section's type is kept, not shown)", () => {
    for (const file of schemaFiles.keys()) {
      const type = /^generated\/blocks\/(\w+)\.schema\.json$/.exec(file)?.[1];
      if (!type) continue;
      const props = Object.keys((schemaFiles.get(file)!.properties ?? {}) as object);
      expect(block(type).map((p) => p.key)).toEqual(props);
      expect(block(type).find((p) => p.key === "type")!.spec.kind).toBe("constant");
    }
  });
});

const pageFiles = listJsonFiles(PAGES_DIR);

describe("page files through the editor and back", () => {
  it("finds all the page files", () => expect(pageFiles.length).toBe(43));

  it.each(pageFiles)("%s: opened and saved unchanged is byte-for-byte the same file", async (file) => {
    const text = fs.readFileSync(path.join(PAGES_DIR, file), "utf8");
    const original = JSON.parse(text) as PageJson;
    const { data, origins } = toPuck(original);
    const json = JSON.stringify(data);
    // Puck's own ids stay in Puck: none is written to the file.
    const saved = await formatPage(fromPuck(JSON.parse(json), original, origins), text);
    expect(saved).toBe(text);
  });

  it("a moved, edited and added section keeps key order, `$schema` first, anchors as ids", async () => {
    const text = fs.readFileSync(path.join(PAGES_DIR, "about.json"), "utf8");
    const original = JSON.parse(text) as PageJson;
    const { data, origins } = toPuck(original);
    const [first, second] = data.content;
    data.content = [second!, first!, { type: "faq", props: { id: "faq-99", anchor: "faq", heading: "Q", items: [] } }];
    (first!.props as Record<string, unknown>).title = "About Nexaforge";
    const page = fromPuck(data, original, origins);
    expect(Object.keys(page)[0]).toBe("$schema");
    expect(Object.keys(page.sections[1]!)).toEqual(Object.keys(original.sections[0]!));
    expect(page.sections[2]).toEqual({ type: "faq", id: "faq", heading: "Q", items: [] });
    expect(JSON.stringify(page)).not.toMatch(/"faq-99"|pageHero-\d/);
  });

  it.each(pageFiles.filter((f) => f === "about.json" || f === "index.json"))(
    "%s: moving the last section to the top changes only its position, not the key order inside any section",
    async (file) => {
      const text = fs.readFileSync(path.join(PAGES_DIR, file), "utf8");
      const original = JSON.parse(text) as PageJson;
      const { data, origins } = toPuck(original);
      data.content = [data.content.at(-1)!, ...data.content.slice(0, -1)];
      const moved = JSON.parse(await formatPage(fromPuck(data, original, origins), text)) as PageJson;
      const expected = [original.sections.at(-1)!, ...original.sections.slice(0, -1)];
      // Key order at every depth: compared as JSON text, which keeps it.
      expect(moved.sections.map((s) => JSON.stringify(s))).toEqual(expected.map((s) => JSON.stringify(s)));
    },
  );

  it("checks a page in memory with the same words as npm run validate", () => {
    const text = fs.readFileSync(path.join(PAGES_DIR, "about.json"), "utf8");
    expect(checkPage("about.json", text)).toEqual([]);
    const broken = text
      .replace('"title": "About Us"', '"title": ""')
      .replace('"href": "/services"', '"href": "/servces"');
    const problems = checkPage("about.json", broken);
    expect(problems.map((p) => p.message).join("\n")).toMatch(/servces/);
    expect(problems.every((p) => p.file === "pages/about.json")).toBe(true);
  });
});

describe("where the editor may read and write: pagePath, which every editor request goes through", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "editor-pages-"));
  const pages = path.join(dir, "pages");
  fs.mkdirSync(path.join(pages, "services"), { recursive: true });
  fs.writeFileSync(path.join(pages, "about.json"), "{}\n");
  fs.mkdirSync(path.join(dir, "outside"));
  fs.writeFileSync(path.join(dir, "outside", "secret.json"), "{}\n");
  fs.symlinkSync(path.join(dir, "outside"), path.join(pages, "linked"));
  fs.symlinkSync(path.join(dir, "outside", "secret.json"), path.join(pages, "secret.json"));
  fs.symlinkSync(path.join(dir, "outside", "not-yet.json"), path.join(pages, "dangling.json"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("accepts page files inside pages/, new folders included, up to 200 characters", () => {
    expect(pagePath(pages, "about.json")).toBe(path.join(pages, "about.json"));
    expect(pagePath(pages, "services/new-one/index.json")).toBe(path.join(pages, "services/new-one/index.json"));
    const longest = `${"a".repeat(195)}.json`;
    expect(pagePath(pages, longest)).toBe(path.join(pages, longest));
    // Reserved on Windows only as a whole name (before the first dot), not as part of one.
    expect(pagePath(pages, "console.json")).toBe(path.join(pages, "console.json"));
    expect(pagePath(pages, "com10/lpt-1.json")).toBe(path.join(pages, "com10/lpt-1.json"));
  });

  it.each([
    ["nothing", undefined, /No page file was named/],
    ["a number", 42, /No page file was named/],
    ["an empty name", "", /No page file was named/],
    ["a parent folder", "../package.json", /^That is not the name of one of the site's pages/],
    ["a parent folder further in", "services/../../x.json", /^That is not the name of one of the site's pages/],
    [
      "a parent folder to /tmp",
      "../../../../../../../../tmp/x/a.json",
      /^That is not the name of one of the site's pages/,
    ],
    ["an absolute path", "/etc/passwd.json", /^That is not the name of one of the site's pages/],
    ["a Windows drive", "C:/x.json", /^That is not the name of one of the site's pages/],
    ["backslashes", "..\\..\\x.json", /^That is not the name of one of the site's pages/],
    ["a backslash inside", "services\\seo.json", /^That is not the name of one of the site's pages/],
    ["the current folder", "./about.json", /^That is not the name of one of the site's pages/],
    ["an empty folder name", "services//seo.json", /^That is not the name of one of the site's pages/],
    ["a NUL character", "about.json\u0000.txt", /character a page's address cannot have/],
    ["a line break", "about\n.json", /character a page's address cannot have/],
    ["201 characters", `${"a".repeat(196)}.json`, /201 characters long; at most 200/],
    ["con", "con.json", /"con" is a name Windows keeps for itself/],
    ["CON in capitals", "CON.json", /"CON" is a name Windows keeps for itself/],
    ["nul with a second extension", "nul.txt.json", /"nul" is a name Windows keeps for itself/],
    ["aux as a folder", "aux/index.json", /"aux" is a name Windows keeps for itself/],
    ["prn", "services/prn.json", /"prn" is a name Windows keeps for itself/],
    ["com1", "com1.json", /"com1" is a name Windows keeps for itself/],
    ["com9", "com9.json", /"com9" is a name Windows keeps for itself/],
    ["lpt1", "Lpt1.json", /"Lpt1" is a name Windows keeps for itself/],
    ["lpt9", "lpt9/x.json", /"lpt9" is a name Windows keeps for itself/],
    [
      "a name with spaces and capitals",
      "Our Team.json",
      /"\/Our Team" cannot be a page's address: .* it would be "\/our-team"/,
    ],
    ["another kind of file", "notes.txt", /^That is not the name of one of the site's pages/],
    ["no extension", "about", /^That is not the name of one of the site's pages/],
    ["an encoded parent folder", "%2e%2e/package.json", /cannot be a page's address/],
    [
      "a folder that links outside",
      "linked/page.json",
      /^The page at \/linked\/page is kept somewhere else, through a link/,
    ],
    ["a file that links outside", "secret.json", /^The page at \/secret is kept somewhere else, through a link/],
    ["a link to a file that does not exist yet", "dangling.json", /^The page at \/dangling is kept somewhere else/],
  ])("refuses %s with 400 and a message without a path on this machine", (_what, file, message) => {
    let refusal: unknown;
    try {
      pagePath(pages, file);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toMatchObject({ status: 400, message: expect.stringMatching(message) as unknown });
    expect((refusal as Error).message).not.toContain(dir);
    expect((refusal as Error).message).not.toContain(os.tmpdir());
  });
});
