/** Edges of serving the real build: odd paths, HTML files asked for by name, caches and encodings. */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";

const config = loadConfig({ PORT: "0", LOG_LEVEL: "info" });
const clientDir = path.join(config.buildDir, "client");
const logs: string[] = [];
let app: Awaited<ReturnType<typeof buildApp>>;
let port: number;

beforeAll(async () => {
  app = await buildApp(config, { logger: { stream: { write: (line: string) => logs.push(line) } } });
  port = Number(new URL(await app.listen({ host: "127.0.0.1", port: 0 })).port);
});
afterAll(() => app.close());

/** A GET with the path sent exactly as written (as `curl --path-as-is` does; fetch would tidy it). */
function rawGet(pathAsIs: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: pathAsIs, headers }, (res) => {
      // Bytes first: a Bengali letter (3 bytes) may be split between two chunks.
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

describe("odd paths", () => {
  it.each(["////", "//evil.example/about", "//evil.example", "///about", "/\\\\evil.example/"])(
    "%s is a path of this site that does not exist: the not-found page, no redirect elsewhere, nothing logged as an error",
    async (p) => {
      const before = logs.length;
      const res = await rawGet(p);
      expect(res.status).toBe(404);
      expect(res.headers.location).toBeUndefined();
      expect(res.body).not.toMatch(/ERR_INVALID_URL|at .*\.ts:\d+/);
      expect(res.headers["content-security-policy"]).toBeDefined();
      const errors = logs.slice(before).filter((l) => JSON.parse(l).level >= 50);
      expect(errors).toEqual([]);
    },
  );
});

describe("HTML files asked for by name", () => {
  it.each([
    ["/index.html", "/"],
    ["/about/index.html", "/about"],
    ["/about/index.html?ref=x", "/about?ref=x"],
  ])("%s redirects permanently to %s, which carries the page's CSP", async (from, to) => {
    const res = await rawGet(from);
    expect([301, 308]).toContain(res.status);
    expect(res.headers.location).toBe(to);
    const page = await rawGet(to);
    expect(page.status).toBe(200);
    expect(page.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
  });

  it("never serves an HTML file without its policy (404.html, a file that is not a page)", async () => {
    for (const p of ["/404.html", "/about/nothing.html"]) {
      const res = await rawGet(p);
      expect(res.status, p).toBe(404);
      expect(res.headers["content-security-policy"], p).toBeDefined();
    }
  });
});

describe("precompressed files", () => {
  const asset = `/assets/${fs.readdirSync(path.join(clientDir, "assets")).find((f) => f.endsWith(".js"))}`;

  it.each([
    ["a hashed asset", asset],
    ["a page", "/about"],
    ["a route's data", "/about.data"],
  ])("%s varies by Accept-Encoding, whichever copy is sent", async (_what, p) => {
    for (const encoding of ["br", "gzip", "identity"]) {
      const res = await rawGet(p, { "accept-encoding": encoding });
      expect(res.status, `${p} ${encoding}`).toBe(200);
      expect(res.headers.vary, `${p} ${encoding}`).toMatch(/accept-encoding/i);
      if (encoding !== "identity") expect(res.headers["content-encoding"]).toBe(encoding);
    }
  });
});

describe("the two languages", () => {
  const english = fs.readFileSync(path.join(clientDir, "index.html"), "utf8");
  const bangla = fs.readFileSync(path.join(clientDir, "bn/index.html"), "utf8");

  it.each(["bn", "bn-BD,bn;q=0.9,en;q=0.5", "en-US,en;q=0.9"])(
    "answers / with the English page and no redirect when the browser prefers %s (a crawler must reach both)",
    async (languages) => {
      const res = await rawGet("/", { "accept-language": languages, "accept-encoding": "identity" });
      expect(res.status).toBe(200);
      expect(res.headers.location).toBeUndefined();
      // The same page whatever the header says: nothing for a cache to keep apart by language.
      expect(res.headers.vary ?? "").not.toMatch(/accept-language/i);
      expect(res.body).toBe(english);
      expect(res.body).toMatch(/^<!DOCTYPE html><html lang="en"/);
    },
  );

  it("answers /bn with the Bangla page whatever the browser prefers", async () => {
    const res = await rawGet("/bn", { "accept-language": "en-US,en;q=0.9", "accept-encoding": "identity" });
    expect(res.status).toBe(200);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).toBe(bangla);
    expect(res.body).toMatch(/^<!DOCTYPE html><html lang="bn"/);
  });

  it.each([
    ["/bn/no-such-page", "bn/404.html", "bn"],
    ["/bn/services/no-such-service", "bn/404.html", "bn"],
    ["/no-such-page", "404.html", "en"],
  ])("answers %s with status 404 and the not-found page in its language", async (p, file, lang) => {
    const res = await rawGet(p, { "accept-encoding": "identity" });
    expect(res.status).toBe(404);
    expect(res.body).toBe(fs.readFileSync(path.join(clientDir, file), "utf8"));
    expect(res.body).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${lang}"`));
    expect(res.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
  });

  it("has a Bangla not-found page of its own, in Bangla", () => {
    expect(fs.readFileSync(path.join(clientDir, "bn/404.html"), "utf8")).not.toBe(
      fs.readFileSync(path.join(clientDir, "404.html"), "utf8"),
    );
    expect(fs.readFileSync(path.join(clientDir, "bn/404.html"), "utf8")).toMatch(/<title>[^<]*[\u0980-\u09FF]/);
  });
});

