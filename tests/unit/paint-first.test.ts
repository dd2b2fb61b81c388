import { describe, expect, it } from "vitest";
import { firstLoadScripts } from "../../scripts/lib/first-load.ts";
import { evaluationStages, paintFirst } from "../../scripts/lib/paint-first.ts";
import { refusal } from "../rewrite-refusal.ts";

// The end of a page as React Router prerenders it (after the hydration data moved to its file):
// module preloads in <head>, then scroll restoration, context, module script and data loader.
const PAGE = [
  "<!DOCTYPE html><html><head><title>t</title>",
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-1.js"/>',
  '<link rel="modulepreload" href="/assets/framework-1.js"/><link rel="modulepreload" href="/assets/root-1.js"/>',
  '<link rel="preload" href="/assets/font.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  "</head><body><main><h1>Hello</h1></main>",
  '<script>((storageKey2, restoreKey) => {\n  window.restored = [storageKey2, restoreKey];\n})("react-router-scroll-positions", null)</script>',
  '<script>window.__reactRouterContext = {"ssr":false};window.__reactRouterContext.stream = "s";</script>',
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-1.js";\n  \n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-1.js");</script>',
  '<!--$--><script>((c,u)=>{c.asked=u})(window.__reactRouterContext,"/assets/data/0123456789abcdef.json")</script><!--/$-->',
  "</body></html>",
].join("");

const moduleCode = (html: string) => html.match(/<script type="module" async="">([\s\S]*?)<\/script>/)![1]!;

/**
 * Runs a page's module script as the browser would, with a document that has not painted yet:
 * `frame()` runs the first frame's callbacks, `paint()` then reports its first contentful paint (where
 * `paintTiming`, the browser has paint timing), `lateTimers()` fires the timers set for later.
 * `fonts` is document.fonts: by default the fonts are already in.
 * `import()` is answered by `modules`.
 */
function runModule(
  html: string,
  visibilityState: "visible" | "hidden" = "visible",
  paintTiming = true,
  fonts: { status: "loading" | "loaded"; ready: Promise<unknown> } = { status: "loaded", ready: Promise.resolve() },
) {
  const frames: (() => void)[] = [];
  const later: (() => void)[] = [];
  const observers = new Set<PerformanceObserver>();
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "largest-contentful-paint"] : ["navigation"];
    type?: string;
    constructor(readonly callback: (list: unknown, observer: PerformanceObserver) => void) {}
    observe(options: { type: string; buffered?: boolean }) {
      this.type = options.type;
      observers.add(this);
    }
    disconnect() {
      observers.delete(this);
    }
  }
  const head: { rel: string; href: string }[] = [];
  // What the script did, in order: "(next task)" for each wait on a timer, "preload" for each module
  // it asks for, "window.<name>" for what it sets on window, and the URL of each module it imports.
  const imported: string[] = [];
  const window = new Proxy({} as Record<string, unknown>, {
    set: (target, key, value) => (imported.push(`window.${String(key)}`), (target[key as string] = value), true),
  });
  const document = {
    visibilityState,
    head: {
      append: (el: { rel: string; href: string }) => (
        imported.push("preload"),
        head.push({ rel: el.rel, href: el.href })
      ),
    },
    createElement: () => ({}),
    fonts,
  };
  const code = moduleCode(html).replace(/\bimport\(/g, "__import(");
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
    ...args: string[]
  ) => (...values: unknown[]) => Promise<void>;
  const done = new AsyncFunction(
    "window",
    "document",
    "requestAnimationFrame",
    "setTimeout",
    "clearTimeout",
    "PerformanceObserver",
    "addEventListener",
    "__import",
    code,
  )(
    window,
    document,
    (fn: () => void) => frames.push(fn),
    // A timer for later waits for lateTimers(); one for the next task runs at once, and is noted.
    (fn: () => void, ms?: number) => (ms ? later.push(fn) : (imported.push("(next task)"), fn())),
    (id: number) => id && (later[id - 1] = () => {}),
    PerformanceObserver,
    (type: string, fn: () => void) => addEventListener(type, fn),
    async (url: string) => (imported.push(url), { url }),
  );
  const listeners: Record<string, (() => void)[]> = {};
  const addEventListener = (type: string, fn: () => void) => (listeners[type] ??= []).push(fn);
  const dispatch = (type: string) => listeners[type]?.splice(0).forEach((fn) => fn());
  const frame = () => frames.splice(0).forEach((fn) => fn());
  const paint = () => {
    frame();
    const list = { getEntriesByName: (name: string) => (name === "first-contentful-paint" ? [{ name }] : []) };
    for (const o of [...observers]) if (o.type === "paint") o.callback(list, o);
  };
  const lateTimers = () => later.splice(0).forEach((fn) => fn());
  return { window, head, imported, done, frame, paint, lateTimers, observers, dispatch };
}

describe("paint first", () => {
  const out = paintFirst(PAGE)!;

  it("asks for no module in <head> and runs no classic script while the page is parsed", () => {
    expect(out).not.toContain('<link rel="modulepreload"');
    // The three classic scripts stay as empty elements: React hydrates the document and expects them.
    expect(out.match(/<script>([\s\S]*?)<\/script>/g)).toEqual([
      "<script></script>",
      "<script></script>",
      "<script></script>",
    ]);
    expect(out.match(/<script type="module"/g)).toHaveLength(1);
    // Nothing else moved: the content, the font preload and the structured data are where they were.
    expect(out).toContain("</head><body><main><h1>Hello</h1></main>");
    expect(out).toContain('<link rel="preload" href="/assets/font.woff2"');
    expect(out).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
  });

  it("waits for the first paint, then adds the preloads, runs the three scripts in order and imports the modules", async () => {
    const run = runModule(out);
    await new Promise((r) => setTimeout(r, 5));
    // The first frame's callbacks have run, but its paint is not on screen yet: nothing asked for, nothing run.
    run.frame();
    await new Promise((r) => setTimeout(r, 5));
    expect(run.head).toEqual([]);
    expect(run.window).toEqual({});
    expect(run.imported).toEqual([]);
    run.paint();
    await run.done;
    // It stopped listening, and its 3 s fallback, cleared, does nothing more.
    expect(run.observers.size).toBe(0);
    const count = run.imported.length;
    run.lateTimers();
    expect(run.imported).toHaveLength(count);
    expect(run.head.map((l) => [l.rel, l.href])).toEqual(
      ["/assets/manifest-1.js", "/assets/entry.client-1.js", "/assets/framework-1.js", "/assets/root-1.js"].map((h) => [
        "modulepreload",
        h,
      ]),
    );
    expect(run.window.restored).toEqual(["react-router-scroll-positions", null]);
    expect(run.window.__reactRouterContext).toEqual({
      ssr: false,
      stream: "s",
      asked: "/assets/data/0123456789abcdef.json",
    });
    expect(run.imported).toEqual([
      "(next task)", // the first frame
      ...Array(4).fill(["preload", "(next task)"]).flat(),
      "window.restored", // React Router's scroll restoration
      "(next task)",
      "window.__reactRouterContext",
      "/assets/manifest-1.js",
      "/assets/root-1.js",
      "window.__reactRouterRouteModules",
      "/assets/entry.client-1.js",
    ]);
    expect(run.window.__reactRouterRouteModules).toEqual({ root: { url: "/assets/root-1.js" } });
  });

  it("runs the shared chunks one a task, each after the chunks it imports, before the modules it names", async () => {
    // A page that also preloads the react chunk, which the framework chunk imports.
    const page = PAGE.replace(
      '<link rel="modulepreload" href="/assets/framework-1.js"/>',
      '<link rel="modulepreload" href="/assets/react-1.js"/><link rel="modulepreload" href="/assets/framework-1.js"/>',
    );
    const imports: Record<string, string[]> = { "/assets/framework-1.js": ["/assets/react-1.js"] };
    const staged = paintFirst(page, "the page", (href) => imports[href] ?? [])!;
    const run = runModule(staged);
    run.paint();
    await run.done;
    expect(run.imported.slice(run.imported.indexOf("window.__reactRouterContext"))).toEqual([
      "window.__reactRouterContext",
      "/assets/react-1.js",
      "(next task)",
      "/assets/framework-1.js",
      "(next task)",
      "/assets/manifest-1.js",
      "/assets/root-1.js",
      "window.__reactRouterRouteModules",
      "/assets/entry.client-1.js",
    ]);
  });

  it("orders the shared chunks by what each imports, leaving out what the module script names", () => {
    const imports: Record<string, string[]> = {
      "/assets/framework-1.js": ["/assets/runtime-1.js", "/assets/react-1.js"],
      "/assets/react-1.js": ["/assets/runtime-1.js"],
      "/assets/root-1.js": ["/assets/framework-1.js"],
      "/assets/entry.client-1.js": ["/assets/react-1.js", "/assets/framework-1.js"],
    };
    const preloads = [
      "/assets/manifest-1.js",
      "/assets/entry.client-1.js",
      "/assets/framework-1.js",
      "/assets/runtime-1.js",
      "/assets/react-1.js",
      "/assets/root-1.js",
    ];
    const named = ["/assets/manifest-1.js", "/assets/root-1.js", "/assets/entry.client-1.js"];
    expect(evaluationStages(preloads, named, (href) => imports[href] ?? [])).toEqual([
      "/assets/runtime-1.js",
      "/assets/react-1.js",
      "/assets/framework-1.js",
    ]);
    // A chunk imported by a staged one but not preloaded is left to the import that needs it.
    expect(evaluationStages(["/assets/framework-1.js"], [], (href) => imports[href] ?? [])).toEqual([
      "/assets/framework-1.js",
    ]);
  });

  it("does not wait for a frame in a page opened hidden, which would get none", async () => {
    const run = runModule(out, "hidden");
    await run.done;
    expect(run.imported).toContain("/assets/entry.client-1.js");
  });

  it("waits for the first frame where the browser has no paint timing", async () => {
    const run = runModule(out, "visible", false);
    await new Promise((r) => setTimeout(r, 5));
    expect(run.imported).toEqual([]);
    run.frame();
    await run.done;
    expect(run.imported).toContain("/assets/entry.client-1.js");
  });

  it("goes on after 3 s if no paint is reported", async () => {
    const run = runModule(out);
    run.frame();
    await new Promise((r) => setTimeout(r, 5));
    expect(run.imported).toEqual([]);
    run.lateTimers();
    await run.done;
    expect(run.imported).toContain("/assets/entry.client-1.js");
  });

  it("after the paint, waits for fonts still arriving and the frame that lays the page out in them", async () => {
    let fontsIn!: () => void;
    const ready = new Promise<void>((r) => (fontsIn = r));
    const run = runModule(out, "visible", true, { status: "loading", ready });
    run.paint();
    await new Promise((r) => setTimeout(r, 5));
    // Painted, fonts still arriving: nothing asked for yet.
    expect(run.imported).toEqual(["(next task)"]);
    fontsIn();
    await new Promise((r) => setTimeout(r, 5));
    expect(run.imported).toEqual(["(next task)"]);
    // The fonts are in; the frame that relays the page out in them comes first.
    run.frame();
    await run.done;
    expect(run.imported.slice(0, 4)).toEqual(["(next task)", "(next task)", "preload", "(next task)"]);
    expect(run.imported).toContain("/assets/entry.client-1.js");
  });

  it("waits 2 s at the most for the fonts", async () => {
    const run = runModule(out, "visible", true, { status: "loading", ready: new Promise(() => {}) });
    run.paint();
    await new Promise((r) => setTimeout(r, 5));
    expect(run.imported).toEqual(["(next task)"]);
    run.lateTimers(); // the 3 s paint fallback (cleared) and the 2 s fonts limit
    await new Promise((r) => setTimeout(r, 5));
    run.frame();
    await run.done;
    expect(run.imported).toContain("/assets/entry.client-1.js");
  });

  it("stops waiting for the fonts when a tap is kept for a block (its script is what the tap waits on)", async () => {
    const run = runModule(out, "visible", true, { status: "loading", ready: new Promise(() => {}) });
    run.paint();
    await new Promise((r) => setTimeout(r, 5));
    expect(run.imported).toEqual(["(next task)"]);
    run.dispatch("tapkept");
    await new Promise((r) => setTimeout(r, 5));
    run.frame();
    await run.done;
    expect(run.imported).toContain("/assets/entry.client-1.js");
  });

  it("does not wait for fonts in a page opened hidden", async () => {
    const run = runModule(out, "hidden", true, { status: "loading", ready: new Promise(() => {}) });
    await run.done;
    expect(run.imported).toContain("/assets/entry.client-1.js");
  });

  it("keeps the page's first-load JavaScript the same modules", () => {
    expect(firstLoadScripts(out).sort()).toEqual(firstLoadScripts(PAGE).sort());
    expect(firstLoadScripts(out)).toHaveLength(4);
  });

  it("stops the build, saying what to update, on a page whose scripts are not as React Router writes them", () => {
    const refused = (page: string) => {
      const message = refusal(() => paintFirst(page, "about/index.html"));
      expect(message).toMatch(
        /^paint-first: about\/index\.html: expected .+\. React Router's inline scripts changed shape: update scripts\/lib\/paint-first\.ts\.$/,
      );
      return message;
    };
    expect(refused("<html><body><h1>Hi</h1></body></html>")).toContain("expected one module script");
    expect(refused(PAGE.replace("window.__reactRouterContext = ", "window.__rrContext = "))).toContain(
      "expected React Router's context script (<script>window.__reactRouterContext = ...), found none",
    );
    expect(refused(PAGE.replace("((storageKey2, restoreKey) =>", "((key, restore) =>"))).toContain(
      "React Router's scroll restoration script",
    );
    expect(refused(PAGE.replace("((c,u)=>", "((context,url)=>"))).toContain("the hydration data loader");
    // A preload or a static import left in place would be fetched, or run, before the first paint.
    expect(refused(PAGE.replace('"/assets/root-1.js"/>', '"/assets/root-1.js" crossorigin=""/>'))).toContain(
      "module preloads",
    );
    expect(
      refused(PAGE.replace('import * as route0 from "/assets/root-1.js";', "import route0 from '/assets/root-1.js';")),
    ).toContain("static imports");
    expect(refused(PAGE.replace(/<link rel="modulepreload"[^>]*>/g, ""))).toContain("module preloads");
    // Its own output no longer has React Router's scripts: rewriting twice is refused too.
    expect(refused(paintFirst(PAGE))).toContain("found none");
  });
});
