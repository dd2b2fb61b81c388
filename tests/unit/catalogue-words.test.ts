import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildRelease, ReleaseBuildError } from "../../scripts/lib/incremental-build.ts";
import { copySite } from "../../scripts/lib/site-copy.ts";
import { contentProblemWords } from "../../studio/server/publish/problem-refusal.ts";
import { beforeLaunch } from "../../engine/before-launch.server.ts";
import { loadSiteContent } from "../../engine/load.server.ts";
import type { Problem } from "../../engine/model.ts";
import { CATALOGUE, type ProblemCode } from "../../engine/problem-catalogue.ts";
import { problemsInWords } from "../../engine/problem-words.server.ts";
import { wordsReport } from "../person-words.ts";

// Every message of the problem catalogue, produced for real by content that breaks each rule, in
// the words the studio shows a person (a publish's refusal, a save that breaks another page), and
// checked for what a non-developer must never read (tests/person-words.ts).

/** Codes no content in a site's folder can produce: each says why. */
const NOT_FROM_CONTENT: Partial<Record<ProblemCode, string>> = {
  "block.not-listed": "needs a block schema in the code's own schema/ folder that `npm run gen` has not listed",
  "text.too-short": "only the enquiry form's fields have a shortest length above one character",
  "value.not-allowed": "a section's type is checked by its block list (block.unknown-type) before its fixed value",
};

const json = (data: unknown) => JSON.stringify(data, null, 2) + "\n";
const read = (rel: string) => JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "../..", rel), "utf8"));
const page = (title: string, sections: unknown[]) =>
  json({
    $schema: "../schema/page.schema.json",
    meta: { title, description: `The ${title} page, written by a test.` },
    sections,
  });
const hero = (title: string, more: object = {}) => ({
  type: "pageHero",
  title,
  breadcrumb: [{ label: "Home", href: "/" }, { label: title }],
  ...more,
});
const cta = (href: string, more: object = {}) => ({
  type: "ctaBanner",
  heading: "Talk to us",
  cta: { label: "Go", href },
  ...more,
});
const textMedia = (more: object) => ({
  type: "textMedia",
  heading: "Our work",
  paragraphs: ["We write for this page."],
  ...more,
});
const LONG = "Pasted from somewhere else without looking ".repeat(16).trim();

const about = read("pages/about.json");
const otherHero = read("pages/services/creative-design/index.json").sections[0].image;

/** Site one: each page, section and content rule broken once; site two: the content files' own fields. */
async function brokenSites() {
  const one = copySite();
  const two = copySite();
  const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();
  // public/ is linked to the repository's: a folder of links instead, to add a picture to this copy only.
  const linkEach = (from: string, to: string) => {
    fs.rmSync(to, { recursive: true, force: true });
    fs.mkdirSync(to);
    for (const name of fs.readdirSync(from)) fs.symlinkSync(path.join(from, name), path.join(to, name));
  };
  const publicDir = path.join(import.meta.dirname, "../../public");
  linkEach(publicDir, path.join(one.root, "public"));
  linkEach(path.join(publicDir, "images"), path.join(one.root, "public/images"));
  fs.writeFileSync(path.join(one.root, "public/images/test-size.png"), png);
  one.write(
    "pages/careers.json",
    page("Careers", [
      hero("Careers", { image: otherHero }),
      cta("/contcat"),
      cta("#nope"),
      cta("#q"),
      cta("/", { id: "one" }),
      cta("/", { id: "one" }),
      hero("Again"),
      textMedia({ image: { src: "/images/missing.svg", alt: "Nothing", width: 10, height: 10 } }),
      textMedia({ image: { src: "/images/test-size.png", alt: "A square", width: 20, height: 20 } }),
      textMedia({ image: { ...about.sections[1].image, alt: "Other words for the same picture" } }),
      textMedia({ paragraphs: [about.sections[1].paragraphs[0]] }),
      textMedia({ heading: "Section Heading" }),
      textMedia({ heading: "Work with us", image: otherHero }),
      { type: "faq", id: "q", hidden: true, heading: "FAQ", items: [{ question: "Why?", answer: "Because." }] },
    ]),
  );
  const table = read("pages/services/creative-content/content-writing.json").sections.find(
    (s: { type: string }) => s.type === "packageTable",
  );
  table.rows[0].values.pop();
  one.write("pages/pricing.json", page("Pricing", [hero("Pricing"), table]));
  one.write(
    "pages/faults.json",
    page("Faults", [
      hero("Faults"),
      textMedia({
        heading: "",
        paragraphs: [null],
        eyebrow: 42,
        imagePosition: "middle",
        haeding: "x",
        bullets: [],
        image: { src: "/images/about/team-collaboration.svg", alt: "x", width: 0, height: 99999 },
        cta: { label: "Go", href: `/About Us ${LONG}` },
      }),
      { heading: "No type" },
      { type: "txtMedia" },
      { type: "textMedia", heading: "Short", eyebrow: LONG },
      { ...table, tiers: [...table.tiers, ...table.tiers, ...table.tiers] },
    ]),
  );
  one.write(
    "pages/many.json",
    page("Many", [hero("Many"), ...Array.from({ length: 210 }, () => ({ type: "txtMedia" }))]),
  );
  one.write("pages/syntax.json", '{ "meta": ');
  one.write("pages/twice.json", '{ "$schema": "../schema/page.schema.json", "meta": {}, "meta": {}, "sections": [] }');
  one.write("pages/latin.json", Buffer.from([0x7b, 0x22, 0xe9, 0x22, 0x3a, 0x31, 0x7d]));
  one.write("pages/notes.txt", "notes");
  one.write("pages/Our Team.json", page("Our team", [hero("Our team")]));
  one.write(
    "pages/noschema.json",
    json({ meta: { title: "No schema", description: "A page without its line." }, sections: [hero("No schema")] }),
  );
  one.write("pages/noheading.json", page("No heading", [cta("/")]));
  one.write("pages/about/index.json", page("About again", [hero("About again")]));
  fs.symlinkSync(path.join(one.root, "pages/about.json"), path.join(one.root, "pages/linked.json"));
  fs.rmSync(path.join(one.root, "content/countries.json"));
  fs.rmSync(path.join(one.root, "i18n/bn/pages/digital-forge.json"));
  const bnAbout = read("i18n/bn/pages/about.json");
  bnAbout.fields["/sections/99/heading"] = { text: "কিছু না", from: "000000000000" };
  bnAbout.fields["/meta/title"].from = "000000000000";
  one.write("i18n/bn/pages/about.json", json(bnAbout));
  const bnHome = read("i18n/bn/pages/index.json");
  bnHome.fields["sections-1-heading"] = { text: "শিরোনাম", from: "000000000000" };
  one.write("i18n/bn/pages/index.json", json(bnHome));
  const bnSite = read("i18n/bn/content/site.json");
  bnSite.fields["/footer/copyright"].text = "কপিরাইট © {বছর}";
  one.write("i18n/bn/content/site.json", json(bnSite));
  const services = read("content/services.json");
  services.services[1].id = services.services[0].id;
  services.services[2].more = "/services/nothing";
  one.write("content/services.json", json(services));
  const site = read("content/site.json");
  site.redirects.push({ from: "/contact", to: "/" });
  site.nav[0].href = "#top";
  one.write("content/site.json", json(site));

  const site2 = read("content/site.json");
  site2.contact.email = "a@";
  site2.apiBase = "https://example.com";
  site2.greeting.afternoonFrom = 99;
  two.write("content/site.json", json(site2));
  const projects = read("content/projects.json");
  projects.projects[0].services = ["seo-nothing", "seo-nothing"];
  two.write("content/projects.json", json(projects));
  return [one, two];
}

let sites: ReturnType<typeof copySite>[] = [];
const found: { code: ProblemCode; text: string }[] = [];
beforeAll(async () => {
  sites = await brokenSites();
  for (const site of sites) {
    const content = loadSiteContent(site.root);
    const all: Problem[] = [...content.problems, ...content.warnings, ...beforeLaunch(content)];
    const words = problemsInWords(all, site.root);
    all.forEach((p, i) => found.push({ code: p.code, text: words[i]! }));
  }
}, 240_000);
afterAll(() => sites.forEach((s) => s.remove()));

describe("every message of the problem catalogue, in a person's words", () => {
  it("is produced by broken content, code by code", () => {
    const made = new Set(found.map((f) => f.code));
    const missing = Object.keys(CATALOGUE).filter((c) => !made.has(c as ProblemCode) && !(c in NOT_FROM_CONTENT));
    expect(missing).toEqual([]);
  });

  it("names no file, pointer, setting or validator's word, and is short", () => {
    const texts = found.map((f) => ({ where: f.code, text: f.text }));
    if (process.env.SHOW_WORDS) for (const t of texts) console.log(`${t.where}\t${t.text}`);
    expect(wordsReport(texts)).toEqual([]);
  });
});

describe("a publish refused for content problems", () => {
  it("names the first problem's page, section and field, counts the others, and says what to do", async () => {
    const error = await buildRelease({
      root: sites[0]!.root,
      changed: [],
      out: path.join(sites[0]!.root, "never-built"),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReleaseBuildError);
    const { problems = [] } = error as ReleaseBuildError;
    const message = `Nothing was published: ${contentProblemWords(problems, sites[0]!.root)}`;
    expect(message).toMatch(/^Nothing was published: (On the .+ page \(\/[a-z-/]*\)|In the )/);
    expect(message).toMatch(
      /There are \d+ more problems, listed under Problems on their pages in the editor\. Open the page, fix it, save, then publish again\.$/,
    );
    expect(wordsReport([{ where: "publish refusal", text: message }])).toEqual([]);
  });
});
