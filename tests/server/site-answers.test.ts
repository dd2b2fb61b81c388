/**
 * What the site answers when a request cannot be served as asked: an address that cannot be read,
 * a method pages do not take, a build file gone missing, a conditional or partial request for
 * the not-found page. Each answer is the site's own, with the same security headers as any
 * other, and never names a file on the server or an internal error code.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { fakeBuild, startApp, tempDir, type TestApp } from "./contact-helper.ts";

let t: TestApp | undefined;
const dirs: string[] = [];
afterEach(async () => {
  await t?.close();
  t = undefined;
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const NOT_FOUND_PAGE = "<!doctype html><html lang=en><title>Not found</title><p>Something's missing.</p></html>";

/** The app on a small build of its own: an about page and the not-found page. */
async function site() {
  const dir = tempDir("nexaforge-site-");
  dirs.push(dir);
  const build = fakeBuild(dir);
  const client = path.join(build, "client");
  fs.mkdirSync(path.join(client, "about"), { recursive: true });
  fs.writeFileSync(path.join(client, "about", "index.html"), "<!doctype html><title>About</title><p>About us</p>");
  fs.writeFileSync(path.join(client, "404.html"), NOT_FOUND_PAGE);
  fs.writeFileSync(path.join(build, "site-manifest.json"), JSON.stringify({ routes: ["/about"], redirects: [] }));
  t = await startApp({ BUILD_DIR: build });
  const base = await t.app.listen({ host: "127.0.0.1", port: 0 });
  return { base, port: Number(new URL(base).port), client };
}

/** A request with the path sent exactly as written (fetch would tidy or refuse it). */
function raw(port: number, method: string, pathAsIs: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path: pathAsIs, headers }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** What every answer carries (helmet's headers), whatever went wrong. */
function expectSecurityHeaders(headers: http.IncomingHttpHeaders) {
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
}

describe("an address that cannot be read", () => {
  it.each(["/%zz", "/about%", "/%E0%A4%A", "/services/%C0%AF", "/about/%zz?x=1"])(
    "%s answers 400 with the site's own page and its security headers, without echoing the address or a code",
    async (p) => {
      const { port } = await site();
      const res = await raw(port, "GET", p);
      expect(res.status).toBe(400);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.body).toBe(NOT_FOUND_PAGE);
      expectSecurityHeaders(res.headers);
      expect(res.headers["content-security-policy"]).toMatch(/default-src 'self'/);
      expect(res.body).not.toMatch(/FST_ERR|not a valid url/);
    },
  );

  it("under /api/ answers 400 in JSON, saying what is wrong in words", async () => {
    const { port } = await site();
    for (const method of ["GET", "POST"]) {
      const res = await raw(port, method, "/api/contact%zz");
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toEqual({
        error: "bad_address",
        message:
          "This address cannot be read: a % in it must be followed by two hexadecimal digits that spell a character.",
      });
      expectSecurityHeaders(res.headers);
      expect(res.body).not.toContain("%zz");
    }
  });
});

describe("a method pages do not take, an address nothing answers", () => {
  it("answer 405 (with Allow) on a page, and 404 elsewhere, in JSON, without the address or a code", async () => {
    const { port } = await site();
    for (const [method, p] of [
      ["POST", "/about"],
      ["PUT", "/about?x=1"],
      ["DELETE", "/about"],
    ]) {
      const res = await raw(port, method!, p!);
      expect(res.status, `${method} ${p}`).toBe(405);
      expect(res.headers.allow).toBe("GET, HEAD");
      expect(JSON.parse(res.body)).toEqual({
        error: "method_not_allowed",
        message: "Pages of this site can only be read (GET or HEAD).",
      });
      expectSecurityHeaders(res.headers);
    }
    const api = await raw(port, "POST", "/api/other");
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body)).toEqual({
      error: "not_found",
      message: "No part of the API answers at this address.",
    });
  });
});

describe("a build file gone missing", () => {
  it("answers 500 without a path or an error message; the path goes to the log", async () => {
    const { port, client } = await site();
    fs.rmSync(path.join(client, "about", "index.html"));
    const res = await raw(port, "GET", "/about");
    expect(res.status).toBe(500);
    expect(res.body).not.toContain(client);
    expect(res.body).not.toMatch(/ENOENT|index\.html|\/tmp\//);
    expect(res.body).toContain("Something went wrong on our side");
    expectSecurityHeaders(res.headers);
    const entry = t!.logEntries().find((e) => e.event === "internal_error");
    expect(JSON.stringify(entry)).toContain("about/index.html");
    expect(entry?.level).toBe(50);
  });
});

describe("the not-found page", () => {
  it("answers 404 with the page whatever If-None-Match or If-Modified-Since say", async () => {
    const { port } = await site();
    const first = await raw(port, "GET", "/no-such-page");
    expect(first.status).toBe(404);
    expect(first.body).toBe(NOT_FOUND_PAGE);
    const etag = first.headers.etag ?? '"anything"';
    const again = await raw(port, "GET", "/no-such-page", {
      "if-none-match": etag,
      "if-modified-since": new Date(Date.now() + 60_000).toUTCString(),
    });
    expect(again.status).toBe(404);
    expect(again.body).toBe(NOT_FOUND_PAGE);
  });

  it("answers a Range request with the whole page", async () => {
    const { port } = await site();
    for (const range of ["bytes=0-9", "bytes=5000-6000"]) {
      const res = await raw(port, "GET", "/no-such-page", { range, "accept-encoding": "identity" });
      expect(res.status, range).toBe(404);
      expect(res.body, range).toBe(NOT_FOUND_PAGE);
      expect(res.headers["content-range"], range).toBeUndefined();
    }
  });
});
