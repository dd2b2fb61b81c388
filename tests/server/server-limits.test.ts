/** Timeouts, the connection cap and the health endpoints, over real sockets. */
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "./contact-helper.ts";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function listen(app: TestApp): Promise<number> {
  const address = await app.app.listen({ host: "127.0.0.1", port: 0 });
  return Number(new URL(address).port);
}

/** Opens a socket and resolves with the time it stayed open (ms), once the server closes it. */
function openSocket(port: number, onConnect: (socket: net.Socket) => void = () => {}) {
  const socket = net.connect(port, "127.0.0.1");
  const opened = Date.now();
  let received = "";
  socket.on("data", (c) => (received += c));
  socket.on("connect", () => onConnect(socket));
  const closed = new Promise<{ ms: number; received: string }>((resolve) => {
    socket.on("close", () => resolve({ ms: Date.now() - opened, received }));
    socket.on("error", () => {});
  });
  return { socket, closed };
}

describe("request timeout", () => {
  it("closes a socket that trickles its body within REQUEST_TIMEOUT_MS (plus the one-second check, and some slack for a busy machine)", async () => {
    t = await startApp({ REQUEST_TIMEOUT_MS: "1000" });
    const port = await listen(t);
    let timer: NodeJS.Timeout | undefined;
    const { closed } = openSocket(port, (socket) => {
      socket.write(
        "POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{",
      );
      // One byte every 100 ms: never idle long enough for the idle timeout.
      timer = setInterval(() => socket.writable && socket.write(" "), 100);
    });
    const { ms, received } = await closed;
    clearInterval(timer);
    expect(ms).toBeLessThan(4000); // Node's defaults: 60 s, checked every 30 s
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(t.count()).toBe(0);
  });

  it("closes a socket that trickles its headers within REQUEST_TIMEOUT_MS", async () => {
    t = await startApp({ REQUEST_TIMEOUT_MS: "1000" });
    const port = await listen(t);
    let timer: NodeJS.Timeout | undefined;
    const { closed } = openSocket(port, (socket) => {
      socket.write("GET / HTTP/1.1\r\nHost: x\r\n");
      timer = setInterval(() => socket.writable && socket.write("X-Slow: 1\r\n"), 100);
    });
    const { ms } = await closed;
    clearInterval(timer);
    expect(ms).toBeLessThan(4000); // Node's defaults: 60 s, checked every 30 s
  });
});

describe("connection cap", () => {
  it("refuses sockets past MAX_CONNECTIONS and keeps serving those it holds", async () => {
    t = await startApp({ MAX_CONNECTIONS: "5" });
    const port = await listen(t);
    const sockets = [];
    for (let i = 0; i < 12; i++) {
      const s = openSocket(port);
      await new Promise((resolve) => s.socket.once("connect", resolve));
      sockets.push(s);
    }
    await new Promise((r) => setTimeout(r, 500));
    const open = sockets.filter((s) => !s.socket.destroyed && s.socket.readyState === "open");
    expect(open).toHaveLength(5);
    // One of the sockets it holds still gets an answer.
    const answer = new Promise<string>((resolve) => open[0]!.socket.once("data", (c) => resolve(String(c))));
    open[0]!.socket.write("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(await answer).toMatch(/^HTTP\/1\.1 200/);
    for (const s of sockets) s.socket.destroy();
  });
});

describe("health endpoints", () => {
  it("/healthz and /readyz answer ok, uncached, with no data, and are never rate limited", async () => {
    t = await startApp({ CONTACT_RATE_LIMIT: "1" });
    for (let i = 0; i < 10; i++)
      for (const url of ["/healthz", "/readyz"]) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        expect(res.json()).toEqual({ status: "ok" });
        expect(res.headers["cache-control"]).toBe("no-store");
      }
  });

  it("/readyz says unavailable (503) without the build, or when the database cannot be written; /healthz stays ok", async () => {
    t = await startApp();
    fs.rmSync(path.join(t.config.buildDir, "site-manifest.json"));
    expect((await t.app.inject({ url: "/readyz" })).statusCode).toBe(503);
    expect((await t.app.inject({ url: "/healthz" })).statusCode).toBe(200);
    expect(t.logs()).toContain("the build is missing");

    await t.app.contact.store.close();
    const res = await t.app.inject({ url: "/readyz" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: "unavailable" });
  });
});
