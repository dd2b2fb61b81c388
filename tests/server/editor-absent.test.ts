import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "./contact-helper.ts";

// The visual editor exists only on `npm run edit`: the production server knows nothing of it.
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await startApp();
  base = await t.app.listen({ host: "127.0.0.1", port: 0 });
});
afterAll(() => t.close());

describe("the production server and the visual editor", () => {
  it.each(["/_editor", "/_editor/about", "/_editor/api/pages", "/_editor/api/page?file=about.json"])(
    "answers GET %s with 404",
    async (url) => {
      const res = await fetch(base + url);
      await res.arrayBuffer();
      expect(res.status).toBe(404);
    },
  );

  it("writes nothing: POST /_editor/api/save is 404 too", async () => {
    const res = await fetch(`${base}/_editor/api/save`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ file: "about.json", version: "x", page: {} }),
    });
    await res.arrayBuffer();
    expect(res.status).toBe(404);
  });
});
