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

describe("connection cap per client address", () => {
  /** Opens `n` sockets from `from` (a loopback address of this machine) and waits for each to connect. */
  async function connect(port: number, n: number, from = "127.0.0.1") {
    const sockets = [];
    for (let i = 0; i < n; i++) {
      const socket = net.connect({ port, host: "127.0.0.1", localAddress: from });
      socket.on("error", () => {});
      await new Promise((resolve) => socket.once("connect", resolve));
      sockets.push(socket);
    }
    await new Promise((r) => setTimeout(r, 300));
    return sockets;
  }
  const stillOpen = (sockets: net.Socket[]) => sockets.filter((s) => !s.destroyed && s.readyState === "open");

  it("lets one address hold MAX_CONNECTIONS_PER_ADDRESS sockets, refuses the rest at once, and keeps serving others", async () => {
    t = await startApp({ MAX_CONNECTIONS: "50", MAX_CONNECTIONS_PER_ADDRESS: "4" });
    const port = await listen(t);
    const greedy = await connect(port, 10);
    expect(stillOpen(greedy)).toHaveLength(4);
    // Another address (127.0.0.2 is loopback too) still gets in and gets answers.
    const other = await connect(port, 3, "127.0.0.2");
    expect(stillOpen(other)).toHaveLength(3);
    const answer = new Promise<string>((resolve) => other[0]!.once("data", (c) => resolve(String(c))));
    other[0]!.write("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(await answer).toMatch(/^HTTP\/1\.1 200/);
    // Once one of its sockets closes, the address may open another.
    stillOpen(greedy)[0]!.destroy();
    await new Promise((r) => setTimeout(r, 200));
    const later = await connect(port, 1);
    expect(stillOpen(later)).toHaveLength(1);
    // Refusals are logged once a minute per address, by the address's keyed hash only.
    const logged = t.logEntries().filter((e) => e.event === "address_connections_refused");
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 40, refused: 1, clientHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(JSON.stringify(logged)).not.toContain("127.0.0.1");
    for (const s of [...greedy, ...other, ...later]) s.destroy();
  });

  it("does not count the reverse proxies of TRUST_PROXY, through which every visitor comes", async () => {
    t = await startApp({ MAX_CONNECTIONS: "50", MAX_CONNECTIONS_PER_ADDRESS: "2", TRUST_PROXY: "127.0.0.1" });
    const port = await listen(t);
    const sockets = await connect(port, 8);
    expect(stillOpen(sockets)).toHaveLength(8);
    for (const s of sockets) s.destroy();
  });
});

describe("Strict-Transport-Security", () => {
  it("is not sent unless SERVED_OVER_HTTPS says visitors reach the site over HTTPS only", async () => {
    t = await startApp();
    expect((await t.app.inject({ url: "/healthz" })).headers["strict-transport-security"]).toBeUndefined();
    await t.close();
    t = await startApp({ SERVED_OVER_HTTPS: "true" });
    for (const url of ["/healthz", "/no-such-page"])
      expect((await t.app.inject({ url })).headers["strict-transport-security"], url).toBe("max-age=31536000");
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
