/**
 * The editor's picture upload as `npm run edit` serves it (its plugin in a Vite development server,
 * over a real socket), into a temporary project: a PNG, JPEG or WebP is known by its bytes and stored
 * as WebP under public/images/uploads/ at 2400 pixels at most on its long side, with the size read
 * from the stored file; anything else, an SVG, a picture past 100 megapixels and an over-size body are
 * refused in plain words.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import type { ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "./contact-helper.ts";
import { startEditorServer } from "./editor-server.ts";

let root: string;
let server: ViteDevServer;
let base: string;

beforeAll(async () => {
  root = tempDir("nexaforge-editor-images-");
  fs.mkdirSync(path.join(root, "pages"));
  fs.mkdirSync(path.join(root, "public", "images"), { recursive: true });
  ({ server, base } = await startEditorServer(root));
}, 30_000);

afterAll(async () => {
  await server?.close();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

/** A picture of one colour, in the format asked for. */
const picture = (width: number, height: number, format: "png" | "jpeg" | "webp", colour = "#3060c0") =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();

/**
 * A real PNG of `width` × `height` blank pixels, written by hand (one bit a pixel, its rows of zeros
 * compressed): 30000 × 30000 is about 110 KB, where sharp would take long to make it.
 */
function blankPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, not interlaced
  // Each row: its filter byte (0) and one bit a pixel, all zeros.
  const rows = zlib.deflateSync(Buffer.alloc((1 + Math.ceil(width / 8)) * height));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", rows),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** An upload as the editor's page sends it: the file's bytes, its name in the address. */
async function upload(name: string, bytes: Buffer, origin: string | null = base) {
  const res = await fetch(`${base}/_editor/api/image?name=${encodeURIComponent(name)}`, {
    method: "POST",
    headers: { "content-type": "application/octet-stream", ...(origin ? { origin } : {}) },
    body: new Uint8Array(bytes),
  });
  const text = await res.text();
  return { status: res.status, text, json: JSON.parse(text) as Record<string, unknown> };
}

const uploads = () => path.join(root, "public", "images", "uploads");
const stored = (src: unknown) => path.join(root, "public", String(src));
const listed = () => (fs.existsSync(uploads()) ? fs.readdirSync(uploads()).sort() : []);

describe("the editor's picture upload", () => {
  it("a large PNG is stored as WebP, 2400 pixels on its long side, with the size read from the stored file", async () => {
    const res = await upload("Office Team.PNG", await picture(3600, 1800, "png"));
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ src: "/images/uploads/office-team.webp", width: 2400, height: 1200 });
    const meta = await sharp(stored(res.json.src)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 2400, 1200]);
  });

  it("a small JPEG keeps its size (never enlarged); a name's accents and spaces become a plain file name", async () => {
    const res = await upload("Café  Ribbon (final).jpeg", await picture(800, 600, "jpeg"));
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ src: "/images/uploads/cafe-ribbon-final.webp", width: 800, height: 600 });
    expect((await sharp(stored(res.json.src)).metadata()).format).toBe("webp");
  });

  it.each([
    ["CON.png", "con-picture"],
    ["nul.jpeg", "nul-picture"],
    ["com1.webp", "com1-picture"],
    ["Aux", "aux-picture"],
    ["LPT9 .png", "lpt9-picture"],
  ])("an upload named %s, a name Windows keeps for itself, is stored as %s.webp", async (name, slug) => {
    const res = await upload(name, await picture(12, 12, "png", "#20a050"));
    expect(res.status, res.text).toBe(201);
    expect(res.json.src).toBe(`/images/uploads/${slug}.webp`);
    expect(fs.existsSync(stored(res.json.src))).toBe(true);
  });

  it("a different picture under a name already taken gets a new name; the same picture again reuses its file", async () => {
    const first = await upload("logo.webp", await picture(300, 300, "webp", "#ff0000"));
    const before = fs.readFileSync(stored(first.json.src));
    const other = await upload("logo.webp", await picture(300, 200, "png", "#00ff00"));
    expect(other.status).toBe(201);
    expect(other.json).toEqual({ src: "/images/uploads/logo-2.webp", width: 300, height: 200 });
    expect(fs.readFileSync(stored(first.json.src))).toEqual(before);
    const again = await upload("logo.webp", await picture(300, 300, "webp", "#ff0000"));
    expect(again.json.src).toBe("/images/uploads/logo.webp");
  });

  it("a file named .png that is not a picture is refused by its bytes, in plain words, and nothing is stored", async () => {
    const before = listed();
    const res = await upload("holiday.png", Buffer.from("MZ this is a program, not a picture\n".repeat(50)));
    expect(res.status).toBe(415);
    expect(res.json.message).toMatch(/not a PNG, JPEG or WebP picture/);
    expect(res.text).not.toMatch(/vips|sharp|buffer|\//i);
    expect(listed()).toEqual(before);
  });

  it("an SVG is refused (it can carry a script), whatever its name says", async () => {
    const before = listed();
    const svg =
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
      '<script>alert(document.cookie)</script><rect width="10" height="10"/></svg>';
    for (const name of ["drawing.svg", "drawing.png"]) {
      const res = await upload(name, Buffer.from(svg));
      expect(res.status).toBe(415);
      expect(res.json.message).toMatch(/SVG/);
      expect(res.json.message).toMatch(/PNG, JPEG or WebP/);
    }
    expect(listed()).toEqual(before);
  });

  it("a body past 15 MB is refused with 413 and the limit in plain words; nothing is stored", async () => {
    const before = listed();
    const res = await upload("huge.png", Buffer.alloc(15 * 1024 * 1024 + 1, 7));
    expect(res.status).toBe(413);
    expect(res.json.message).toMatch(/15 MB/);
    expect(listed()).toEqual(before);
  });

  it("a 30000 × 30000 PNG is refused as too large in pixels, saying its size and what fits; nothing is stored", async () => {
    const before = listed();
    const bytes = blankPng(30_000, 30_000);
    expect(await sharp(bytes, { limitInputPixels: false }).metadata()).toMatchObject({ format: "png", width: 30_000 });
    const res = await upload("poster.png", bytes);
    expect(res.status).toBe(413);
    expect(res.json.message).toBe(
      "This picture is 30,000 × 30,000 pixels (900 megapixels): the most that can be uploaded is 100 megapixels (10,000 × 10,000, for example). Save it smaller (about 2400 pixels on its long side is plenty) and upload it again.",
    );
    expect(listed()).toEqual(before);
  });

  it("an upload from another site (no Origin of this server) is refused with 403", async () => {
    const res = await upload("x.png", await picture(10, 10, "png"), "http://evil.example");
    expect(res.status).toBe(403);
    expect(listed()).not.toContain("x.webp");
  });

  it("a public/images/uploads/ that links outside public/images/ is refused, and nothing is written there", async () => {
    const elsewhere = tempDir("nexaforge-editor-images-out-");
    try {
      fs.rmSync(uploads(), { recursive: true, force: true });
      fs.symlinkSync(elsewhere, uploads());
      const res = await upload("escape.png", await picture(10, 10, "png"));
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/^The picture folder the editor needs here is a link/);
      expect(res.text).not.toContain(elsewhere);
      expect(fs.readdirSync(elsewhere)).toEqual([]);
    } finally {
      fs.rmSync(uploads(), { force: true });
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});
