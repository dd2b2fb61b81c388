/**
 * bench:web's interaction runs (bench/tap-runs.ts) on small pages made for them, under the same mobile
 * profile: that they find each control as the site's pages mark it (and as the pages may come to mark
 * it: an FAQ as <details>), tap it once it is on screen, count a tap the page did not yet answer as lost,
 * and time the effect. The site's own pages are measured by tests/e2e/bench-web.spec.ts.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { tapRun } from "../../bench/tap-runs.ts";
import { tapWordsFor } from "../../bench/tap-words.ts";

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>Taps</title></head><body><h1>A page to tap</h1>${body}</body></html>`;
/** Far enough down that the control is below the first screen: the run must scroll to it. */
const belowTheFold = `<div style="height: 2000px">Lorem ipsum</div>`;

const PAGES: Record<string, string> = {
  // The menu answers taps only from half a second after the first one, as the site's did only once the layout
  // had hydrated: that first tap is lost, whenever it comes.
  "/late-menu": page(
    `<button aria-label="Open menu">Menu</button><nav aria-label="Main menu" style="visibility: hidden">` +
      `<a href="/">Home</a></nav><script>const m = document.querySelector("button"); m.addEventListener("touchstart", ` +
      `() => setTimeout(() => m.addEventListener("click", () => (document.querySelector("nav").style.visibility = ` +
      `"visible")), 500), { once: true });</script>`,
  ),
  "/details-faq": page(
    `${belowTheFold}<div data-block="faq"><details><summary>How long does it take?` +
      `<span aria-hidden="true">+</span></summary><p>Four to eight weeks.</p></details></div>`,
  ),
  "/button-faq": page(
    `${belowTheFold}<div data-block="faq"><h3><button aria-expanded="false" aria-controls="a1">Do you work abroad?` +
      `</button></h3><div id="a1" hidden><p>Yes.</p></div></div><script>const b = document.querySelector("[aria-controls]");` +
      `b.addEventListener("click", () => { b.setAttribute("aria-expanded", "true"); ` +
      `document.getElementById("a1").hidden = false; });</script>`,
  ),
  "/filters": page(
    `<div aria-roledescription="carousel" aria-label="Our services"><div role="group">` +
      ["All", "Website", "Software"].map((f, i) => `<button aria-pressed="${i === 0}">${f}</button>`).join("") +
      `</div></div><script>for (const b of document.querySelectorAll("[aria-pressed]")) b.addEventListener("click", ` +
      `() => document.querySelectorAll("[aria-pressed]").forEach((o) => o.setAttribute("aria-pressed", String(o === b))));</script>`,
  ),
  // The filters answer no tap until they are drawn again, half a second after the first tap, as a block that
  // renders afresh instead of hydrating: the run must find "Software" again and tap the new one.
  "/redrawn-filters": page(
    `<div aria-roledescription="carousel" aria-label="Our services"><div role="group">` +
      `<button aria-pressed="true">All</button><button aria-pressed="false">Software</button></div></div>` +
      `<script>const group = document.querySelector("[role=group]"); group.addEventListener("touchstart", () => ` +
      `setTimeout(() => { group.innerHTML = group.innerHTML; for (const b of group.children) b.addEventListener(` +
      `"click", () => [...group.children].forEach((o) => o.setAttribute("aria-pressed", String(o === b)))); }, 500), ` +
      `{ once: true });</script>`,
  ),
  // A Bangla page's carousel, as the site draws it: its role description and its controls in Bangla.
  "/bn-filters": page(
    `${belowTheFold}<div aria-roledescription="স্লাইডশো" aria-label="আমাদের সেবা"><div role="group">` +
      ["সব", "ওয়েবসাইট", "সফটওয়্যার"].map((f, i) => `<button aria-pressed="${i === 0}">${f}</button>`).join("") +
      `</div></div><script>for (const b of document.querySelectorAll("[aria-pressed]")) b.addEventListener("click", ` +
      `() => document.querySelectorAll("[aria-pressed]").forEach((o) => o.setAttribute("aria-pressed", String(o === b))));</script>`,
  ),
  "/pause": page(
    `${belowTheFold}<div aria-roledescription="carousel" aria-label="Projects"><ul><li>One</li></ul>` +
      `<button aria-label="Pause Projects slideshow">II</button></div><script>const p = document.querySelector(` +
      `"button"); p.addEventListener("click", () => p.setAttribute("aria-label", "Play Projects slideshow"));</script>`,
  ),
};

let base = "";
const server = http.createServer((request, response) => {
  const html = PAGES[request.url ?? ""];
  response.writeHead(html ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
  response.end(html ?? "not found");
});
test.beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test.describe.configure({ timeout: 60_000 });

test("a tap the page does not yet answer is lost, and the run taps again until it works", async ({ browser }) => {
  const run = (await tapRun(browser, `${base}/late-menu`, "menu"))!;
  expect(run.name).toBe("Open menu");
  expect(run.visible).toBeGreaterThanOrEqual(run.paint);
  expect(run.taps).toHaveLength(2);
  expect(run.taps[0]).toBeGreaterThanOrEqual(run.visible);
  // The first tap was heard before the menu answered taps; the last one brought the menu.
  expect(run.effect).toBeGreaterThan(run.taps.at(-1)!);
  expect(run.effect! - run.taps[0]!).toBeGreaterThan(run.effect! - run.taps.at(-1)!);
});

test("an FAQ question is found as <details> or as a button, scrolled to, and opened by one tap", async ({
  browser,
}) => {
  for (const [path, name] of [
    ["/details-faq", "How long does it take?"],
    ["/button-faq", "Do you work abroad?"],
  ]) {
    const run = (await tapRun(browser, `${base}${path}`, "faq"))!;
    expect(run.name, path).toBe(name);
    expect(run.taps, path).toHaveLength(1);
    expect(run.effect, path).toBeGreaterThan(run.taps[0]!);
  }
});

test("a carousel's filter (Software where there is one), else its pause button, is its control", async ({
  browser,
}) => {
  const filter = (await tapRun(browser, `${base}/filters`, "block"))!;
  expect(filter.name).toBe("Software");
  expect(filter.taps).toHaveLength(1);
  expect(filter.effect).toBeGreaterThan(filter.taps[0]!);
  const pause = (await tapRun(browser, `${base}/pause`, "block"))!;
  expect(pause.name).toBe("Pause Projects slideshow");
  // On a Bangla page, by the Bangla words: the carousel is a "স্লাইডশো", its filter "সফটওয়্যার".
  const bangla = (await tapRun(browser, `${base}/bn-filters`, "block", tapWordsFor("/bn")))!;
  expect(bangla.name).toBe("সফটওয়্যার");
  expect(bangla.effect).toBeGreaterThan(bangla.taps[0]!);
  expect(pause.taps).toHaveLength(1);
  expect(pause.effect).toBeGreaterThan(pause.taps[0]!);
});

test("a control drawn again is found again: a tap on the new one counts, and brings its effect", async ({
  browser,
}) => {
  const run = (await tapRun(browser, `${base}/redrawn-filters`, "block"))!;
  expect(run.name).toBe("Software");
  expect(run.taps).toHaveLength(2);
  expect(run.effect).toBeGreaterThan(run.taps.at(-1)!);
});

test("a page without the control has none: no run, and no tap", async ({ browser }) => {
  expect(await tapRun(browser, `${base}/late-menu`, "faq")).toBeNull();
  expect(await tapRun(browser, `${base}/details-faq`, "block")).toBeNull();
});
