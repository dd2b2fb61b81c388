/**
 * The narrower copies of a picture that a preview asks for (engine/narrow-copy.server.ts) are
 * made once and kept, by the picture's path, size and date, within a memory bound: anyone may ask for
 * them without logging in to the studio, and each resize costs tens to hundreds of milliseconds of CPU.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

const made = vi.hoisted(() => ({ count: 0 }));
vi.mock("sharp", async (importOriginal) => {
  const real = ((await importOriginal()) as { default: typeof sharp }).default;
  const counted = (...args: Parameters<typeof sharp>) => {
    made.count++;
    return real(...args);
  };
  return { default: Object.assign(counted, real) };
});
const { narrowCopy, NarrowCopies } = await import("../../engine/narrow-copy.server.ts");

const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "narrow-copy-"));
fs.mkdirSync(path.join(publicDir, "images"));
afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));
beforeEach(() => (made.count = 0));

/** A picture `width` pixels wide in one colour, written to public/images/<name>. */
async function picture(name: string, width: number, background: string) {
  const bytes = await sharp({ create: { width, height: width / 2, channels: 3, background } })
    .webp()
    .toBuffer();
  fs.writeFileSync(path.join(publicDir, "images", name), bytes);
}
const widthOf = async (body: Buffer) => (await sharp(body).metadata()).width;

describe("a picture's narrower copy", () => {
  it("is made once: asked for again, it is the same bytes without another resize", async () => {
    await picture("team.webp", 2000, "#1d4ed8");
    const first = await narrowCopy(publicDir, "/images/team.960w.webp");
    expect(first?.type).toBe("image/webp");
    expect(await widthOf(first!.body)).toBe(960);
    made.count = 0;
    const again = await narrowCopy(publicDir, "/images/team.960w.webp");
    expect(again?.body.equals(first!.body)).toBe(true);
    expect(made.count).toBe(0);
  });

  it("asked for by many at once, is made once", async () => {
    await picture("crowd.webp", 2000, "#0f766e");
    made.count = 0;
    const copies = await Promise.all(Array.from({ length: 5 }, () => narrowCopy(publicDir, "/images/crowd.480w.webp")));
    expect(copies.every((c) => c?.body.equals(copies[0]!.body))).toBe(true);
    expect(made.count).toBe(1);
  });

  it("is made again from a picture replaced under the same name", async () => {
    await picture("swap.webp", 2000, "#1d4ed8");
    const before = await narrowCopy(publicDir, "/images/swap.480w.webp");
    await picture("swap.webp", 1800, "#b91c1c");
    const after = await narrowCopy(publicDir, "/images/swap.480w.webp");
    expect(after?.body.equals(before!.body)).toBe(false);
    const { dominant } = await sharp(after!.body).stats();
    expect(dominant.r).toBeGreaterThan(dominant.b);
  });

  it("is kept within its memory bound, the least recently asked for dropped first", async () => {
    const copies = new NarrowCopies(1);
    await picture("a.webp", 2000, "#1d4ed8");
    const a = await copies.get(publicDir, "/images/a.480w.webp");
    const bound = a!.body.length * 2 + 1;
    const small = new NarrowCopies(bound);
    await picture("b.webp", 2000, "#0f766e");
    await picture("c.webp", 2000, "#b91c1c");
    for (const name of ["a", "b", "a", "c"]) await small.get(publicDir, `/images/${name}.480w.webp`);
    expect(small.bytes).toBeLessThanOrEqual(bound);
    made.count = 0;
    await small.get(publicDir, "/images/a.480w.webp");
    expect(made.count).toBe(0);
    await small.get(publicDir, "/images/b.480w.webp");
    expect(made.count).toBe(1);
  });

  it("names no copy of a missing picture, an unknown width or a path outside the pictures", async () => {
    expect(await narrowCopy(publicDir, "/images/none.480w.webp")).toBeUndefined();
    expect(await narrowCopy(publicDir, "/images/team.500w.webp")).toBeUndefined();
    expect(await narrowCopy(publicDir, "/other/team.480w.webp")).toBeUndefined();
  });
});
