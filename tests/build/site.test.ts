import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstLoadScripts } from "../../scripts/lib/first-load.ts";
import { htmlFiles } from "../../scripts/lib/html-files.ts";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { TAP_KEEPER } from "../../src/generated/tap-keeper.ts";

// Runs against the real build (npm test builds before this step) over a real socket.
const config = loadConfig({ PORT: "0", LOG_LEVEL: "silent" });
const clientDir = path.join(config.buildDir, "client");
let app: Awaited<ReturnType<typeof buildApp>>;
let base: string;

beforeAll(async () => {
  app = await buildApp(config);
  base = await app.listen({ host: "127.0.0.1", port: 0 });
});
afterAll(() => app.close());

/** A GET whose body is read in full, so that no response is left open when the server closes. */
async function get(p: string, headers: Record<string, string> = {}) {
  const res = await fetch(base + p, { redirect: "manual", headers });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, body, text: async () => body.toString("utf8") };
}

describe("serving the prerendered site", () => {
  it("answers clean URLs with their prerendered HTML, revalidated on every visit", async () => {
    const res = await get("/about");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(await res.text()).toBe(fs.readFileSync(path.join(clientDir, "about/index.html"), "utf8"));
  });

  it("caches hashed assets for a year and compresses text", async () => {
    const asset = fs
      .readdirSync(path.join(clientDir, "assets"))
      .filter((f) => f.endsWith(".js"))
      .sort(
        (a, b) =>
          fs.statSync(path.join(clientDir, "assets", b)).size - fs.statSync(path.join(clientDir, "assets", a)).size,
      )[0]!;
    const res = await get(`/assets/${asset}`, { "accept-encoding": "br, gzip" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-encoding")).toBe("br");
    // Sent as the build compressed it (fetch decompresses the body; the length tells which bytes came).
    expect(Number(res.headers.get("content-length"))).toBe(
      fs.statSync(path.join(clientDir, "assets", `${asset}.br`)).size,
    );
    expect(res.body.equals(fs.readFileSync(path.join(clientDir, "assets", asset)))).toBe(true);
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    expect(res.body.byteLength).toBeGreaterThan(0);
  });

  it("serves route data for client-side navigation, and the not-found data for unknown routes", async () => {
    const about = await get("/about.data");
    expect(about.status).toBe(200);
    expect(about.headers.get("content-type")).toBe("text/x-script");
    const missing = await get("/no-such-page.data");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe(fs.readFileSync(path.join(clientDir, "404.data"), "utf8"));
  });

  it("has each page fetch its hydration data from a file of its own, cached for good", async () => {
    // Every address but / is one route, "page" (src/app/routes.ts); its data names the page it holds.
    const pages = [
      ["/", "index.html", "index", "/"],
      ["/about", "about/index.html", "page", "/about"],
      ["/services/seo/seo-service", "services/seo/seo-service/index.html", "page", "/services/seo/seo-service"],
      ["/no-such-page", "404.html", "page", null],
    ] as const;
    for (const [route, file, routeId, shown] of pages) {
      const html = fs.readFileSync(path.join(clientDir, file), "utf8");
      // No inline copy left in the page: the data is fetched from the one file the page names.
      expect(html, route).not.toContain('streamController.enqueue("');
      const urls = [...html.matchAll(/"(\/assets\/data\/[0-9a-f]{16}\.json)"/g)].map((m) => m[1]!);
      expect(urls, route).toHaveLength(1);
      const res = await get(urls[0]!, { "accept-encoding": "gzip" });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      // What React Router decodes from it is the route's loader data, as the inline chunks held it.
      const body = new Blob([res.body]).stream();
      const { value } = (await decodeTurboStream(body, globalThis as unknown as Window)) as {
        value: { loaderData: Record<string, { route?: string | null; site?: unknown }> };
      };
      expect(Object.keys(value.loaderData).sort(), route).toEqual([routeId, "root"].sort());
      expect(value.loaderData.root!.site).toBeDefined();
      expect(value.loaderData[routeId]!.route, route).toBe(shown);
    }
  });

  it("has every page ask for and run its scripts only after its first paint", () => {
    const pages = htmlFiles(clientDir);
    expect(pages.length).toBeGreaterThan(40);
    for (const file of pages) {
      const html = fs.readFileSync(file, "utf8");
      const page = path.relative(clientDir, file);
      // No module asked for by <head>, and no classic script with code to run while the page is parsed
      // but the few lines that keep taps until the scripts have run (src/app/tap-keeper.ts).
      expect(html, page).not.toMatch(/<link[^>]*rel="modulepreload"/);
      const [keeper, ...classics] = html.match(/<script>[\s\S]*?<\/script>/g) ?? [];
      expect(keeper, page).toBe(`<script>${TAP_KEEPER}</script>`);
      for (const classic of classics) expect(classic, page).toBe("<script></script>");
      // One module script, whose first statement waits for the first paint.
      const modules = [...html.matchAll(/<script type="module" async="">([\s\S]*?)<\/script>/g)];
      expect(modules, page).toHaveLength(1);
      expect(modules[0]![1]!.split("\n")[0], page).toMatch(
        /^await new Promise\(\(r\)=>\{if\(document\.visibilityState==="hidden"\)return r\(\);.*getEntriesByName\("first-contentful-paint"\)/,
      );
      // Then, for fonts still arriving, for them and the frame that lays the page out in them.
      expect(modules[0]![1]!.split("\n")[1], page).toMatch(/^if\(document\.visibilityState!=="hidden"&&document\.fonts\?\.status==="loading"\)\{await Promise\.race\(\[document\.fonts\.ready,/);
      expect(firstLoadScripts(html).length, page).toBeGreaterThanOrEqual(5);
      // The shared chunks run one a task, React's first, before the route modules and the entry.
      const stages = modules[0]![1]!.match(/for\(const s of (\[[^\]]*\])\)\{await import\(s\);await new Promise/);
      expect(stages, page).not.toBeNull();
      expect(
        (JSON.parse(stages![1]!) as string[]).map((href) => href.replace(/^\/assets\/(.+)-[\w-]{8}\.js$/, "$1")),
        page,
      ).toEqual(["rolldown-runtime", "react-dom", "router", "framework"]);
    }
  });

  it("answers unknown paths and files with the not-found page and status 404", async () => {
    const notFoundHtml = fs.readFileSync(path.join(clientDir, "404.html"), "utf8");
    for (const p of ["/no-such-page", "/images/nope.svg", "/../package.json", "/%2e%2e/package.json"]) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(await res.text(), p).toBe(notFoundHtml);
    }
  });

  it("redirects case variants and trailing slashes permanently", async () => {
    const cases: [string, string][] = [
      ["/Services", "/services"],
      ["/about/", "/about"],
      ["/CONTACT?x=1", "/contact?x=1"],
    ];
    for (const [from, to] of cases) {
      const res = await get(from);
      expect(res.status, from).toBe(301);
      expect(res.headers.get("location"), from).toBe(to);
    }
  });
});

describe("security headers", () => {
  it("sends every page a Content-Security-Policy that allows exactly the scripts the build wrote into it, and no other", async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(config.buildDir, "site-manifest.json"), "utf8")) as {
      routes: string[];
    };
    const hash = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
    for (const route of [...manifest.routes, "/no-such-page", "/bn/no-such-page"]) {
      const res = await get(route);
      const csp = res.headers.get("content-security-policy")!;
      const html = await res.text();
      const runs = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter(([, attributes]) => !/\bsrc=/.test(attributes!) && !/type="application\/ld\+json"/.test(attributes!))
        .map((m) => m[2]!);
      // The tap keeper, the empty elements paint-first leaves, and its module script: nothing from the words.
      expect(runs, route).toEqual([TAP_KEEPER, "", "", expect.stringMatching(/^await new Promise/), ""]);
      const allowed = csp.split("; ").find((d) => d.startsWith("script-src"))!.split(" ").slice(2);
      expect(new Set(allowed), route).toEqual(new Set(runs.map(hash)));
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
    }
  });

  it("forbids sniffing and framing and limits the referrer", async () => {
    const res = await get("/contact");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });
});

describe("settings", () => {
  it("rejects bad values with a message for each", () => {
    expect(() => loadConfig({ PORT: "http", LOG_LEVEL: "loud" })).toThrow(
      /PORT=http: expected a whole number[\s\S]*LOG_LEVEL=loud: expected one of/,
    );
  });
  it("defaults to port 3000 on localhost", () => {
    expect(loadConfig({})).toMatchObject({ port: 3000, host: "127.0.0.1", logLevel: "info" });
  });
});
