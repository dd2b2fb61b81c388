/**
 * The studio's commit messages in words, from real page and content files: what moved, was added,
 * removed or changed, named as the editor names sections and fields, in a subject line git shows whole.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { schemas } from "../../engine/load.server.ts";
import { ROOT } from "../../engine/paths.ts";
import { contentChangeWords, pageChangeWords } from "../../editor/server/change-words.ts";

const text = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");
const json = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`;
type Page = { meta: Record<string, unknown>; sections: Record<string, unknown>[] };
const about = () => JSON.parse(text("pages/about.json")) as Page;
const source = () => schemas().source;
const words = (page: Page, file = "pages/about.json") => pageChangeWords(file, text(file), json(page), source());

describe("a page save in words", () => {
  it("says a section moved and a heading changed, as the issue's example", () => {
    const page = about();
    const timeline = page.sections.findIndex((s) => s.type === "timeline");
    const [moved] = page.sections.splice(timeline, 1);
    page.sections.splice(timeline - 1, 0, moved!);
    page.sections[0]!.title = "About Nexaforge";
    expect(words(page)).toBe("About Us: moved Timeline up; changed Page hero › Title");
  });

  it("says which way a section went when it moves past several", () => {
    const page = about();
    page.sections.push(page.sections.splice(1, 1)[0]!);
    expect(words(page)).toBe("About Us: moved Text and image down");
  });

  it("says a section was added or removed", () => {
    const page = about();
    page.sections.push({ type: "faq", heading: "Questions", items: [{ question: "Why?", answer: "Because." }] });
    expect(words(page)).toBe("About Us: added FAQ");
    const fewer = about();
    fewer.sections.splice(
      fewer.sections.findIndex((s) => s.type === "clients"),
      1,
    );
    expect(words(fewer)).toBe("About Us: removed Clients");
  });

  it("names the page settings changed, by their labels", () => {
    const page = about();
    page.meta.description = "Who we are and how we work with clients in Bangladesh and abroad, since 2022.";
    page.meta.noindex = true;
    expect(words(page)).toBe("About Us: changed Page settings › Description, Hide from search engines");
  });

  it("keeps the subject line within 72 characters and lists every change in the body", () => {
    const page = about();
    page.sections.reverse();
    const message = words(page);
    const [subject, blank, ...body] = message.split("\n");
    expect(subject!.length).toBeLessThanOrEqual(72);
    expect(subject).toMatch(/^About Us: moved .* and \d+ more$/);
    expect(blank).toBe("");
    expect(body.length).toBeGreaterThan(3);
    expect(body.every((line) => line.startsWith("- moved "))).toBe(true);
  });

  it("names a new page by its title, and an unchanged save as such", () => {
    expect(
      pageChangeWords("pages/team.json", undefined, json({ meta: { title: "Team" }, sections: [] }), source()),
    ).toBe("Team: created the page");
    expect(words(about())).toBe("About Us: saved without changes");
  });

  it("names two sections of one kind by their titles", () => {
    const file = "pages/services/creative-design/ui-ux.json";
    const page = JSON.parse(text(file)) as Page;
    const kinds = page.sections.map((s) => s.type);
    const twin = kinds.find((k, i) => kinds.indexOf(k) !== i);
    const index = page.sections.findIndex((s) => s.type === twin);
    expect(twin, "the page has two sections of one kind").toBe("itemList");
    page.sections.splice(index, 1);
    expect(words(page, file)).toMatch(/^UI\/UX Design: removed Item list ".+"$/);
  });
});

describe("a content save in words", () => {
  it("names the file and the parts changed as the content editor does", () => {
    const site = JSON.parse(text("content/site.json"));
    site.nav[0].label = "Start";
    expect(contentChangeWords("site", text("content/site.json"), json(site), source())).toBe(
      "Site settings: changed Main menu",
    );
    const clients = JSON.parse(text("content/clients.json"));
    clients.clients.pop();
    expect(contentChangeWords("clients", text("content/clients.json"), json(clients), source())).toMatch(
      /^Client list: changed \w/,
    );
  });
});
