import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { Sample } from "../../bench/lighthouse.ts";
import {
  addQuickRun,
  addRun,
  fingerprint,
  newStore,
  quickRunsHeld,
  quickRunsOf,
  readStore,
  runsHeld,
  runsOf,
  writeStore,
  type SampleStore,
} from "../../bench/samples.ts";

// bench:web's store of runs (.bench/samples.json), which --resume continues from.
const sample = (lcp: number): Sample => ({
  score: 100,
  fcp: lcp,
  lcp,
  tbt: 0,
  cls: 0,
  jsBytes: 0,
  totalBytes: 0,
  lcpElement: "<h1>",
});

const temporary: string[] = [];
/** A bench folder holding one build's client files; the fingerprint of that build. */
function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "bench-samples-"));
  temporary.push(root);
  const client = path.join(root, "prerendered", "client");
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(client, name)), { recursive: true });
    fs.writeFileSync(path.join(client, name), text);
  }
  return fingerprint(root, ["prerendered/client"]);
}
afterEach(() => {
  for (const dir of temporary.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("bench:web's sample store", () => {
  it("fingerprints the files a build serves: the same bytes match, a changed page or a new file does not", () => {
    const a = tree({ "index.html": "<p>home</p>", "about/index.html": "<p>about</p>" });
    const same = tree({ "index.html": "<p>home</p>", "about/index.html": "<p>about</p>", "index.html.gz": "x" });
    expect(a).toBe(same);
    const changed = tree({ "index.html": "<p>home!</p>", "about/index.html": "<p>about</p>" });
    expect(changed).not.toBe(a);
    const added = tree({ "index.html": "<p>home</p>", "about/index.html": "<p>about</p>", "x.js": "" });
    expect(added).not.toBe(a);
  });

  it("keeps runs by route and build in order, and gives back as many as are asked for", () => {
    const store: SampleStore = newStore("f");
    addRun(store, "/about", "prerendered", sample(900));
    addRun(store, "/about", "prerendered", sample(950));
    addRun(store, "/about", "floor", sample(880));
    expect(runsHeld(store, "/about", "prerendered")).toBe(2);
    expect(runsHeld(store, "/about", "spa")).toBe(0);
    expect(runsHeld(store, "/contact", "floor")).toBe(0);
    expect(runsOf(store, "/about", "prerendered", 1).map((s) => s.lcp)).toEqual([900]);
    expect(runsOf(store, "/about", "prerendered", 5).map((s) => s.lcp)).toEqual([900, 950]);
  });

  it("keeps quick runs apart from Lighthouse's, by route and build, and reads a store without any", () => {
    const store: SampleStore = newStore("f");
    expect(quickRunsHeld(store, "/about", "floor")).toBe(0);
    expect(quickRunsOf(store, "/about", "floor", 3)).toEqual([]);
    addQuickRun(store, "/about", "floor", { lcp: 880, tbt: 40 });
    addQuickRun(store, "/about", "floor", { lcp: 870, tbt: 30 });
    addQuickRun(store, "/about", "prerendered", { lcp: 900, tbt: 60 });
    addRun(store, "/about", "floor", sample(1000));
    expect(quickRunsHeld(store, "/about", "floor")).toBe(2);
    expect(quickRunsHeld(store, "/contact", "prerendered")).toBe(0);
    expect(quickRunsOf(store, "/about", "floor", 1)).toEqual([{ lcp: 880, tbt: 40 }]);
    expect(quickRunsOf(store, "/about", "floor", 9).map((q) => q.lcp)).toEqual([880, 870]);
    expect(runsOf(store, "/about", "floor", 9).map((s) => s.lcp)).toEqual([1000]);
  });

  it("writes the store whole and reads it back; a missing or damaged file reads as no store", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-samples-"));
    temporary.push(dir);
    const file = path.join(dir, "samples.json");
    expect(readStore(file)).toBeNull();
    const store: SampleStore = newStore("abc");
    addRun(store, "/", "spa", sample(2000));
    addQuickRun(store, "/", "prerendered", { lcp: 850, tbt: 120 });
    writeStore(file, store);
    expect(readStore(file)).toEqual(store);
    expect(fs.readdirSync(dir).filter((f) => f.endsWith(".tmp"))).toEqual([]);
    fs.writeFileSync(file, '{"fingerprint": "abc", "rou');
    expect(readStore(file)).toBeNull();
    fs.writeFileSync(file, "[]");
    expect(readStore(file)).toBeNull();
    // A store an earlier bench:web wrote (quick runs of LCP alone, no format) is not continued.
    fs.writeFileSync(file, JSON.stringify({ fingerprint: "abc", routes: {}, quick: { "/": { floor: [850] } } }));
    expect(readStore(file)).toBeNull();
  });
});
