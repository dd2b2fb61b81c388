/**
 * Responsive sizes: a raster picture's <img> names narrower copies in its srcset (never wider than
 * the picture), and the build step makes exactly those copies, at those pixel widths.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { makeResponsiveSizes } from "../../scripts/lib/responsive-images.ts";
import { Img } from "../../src/components/Img.tsx";

let dir: string | undefined;
afterEach(() => dir && fs.rmSync(dir, { recursive: true, force: true }));

/** The attributes of the one <img> an image renders. */
function attributes(image: { src: string; width: number; height: number }) {
  const html = renderToStaticMarkup(<Img image={{ ...image, alt: "A picture" }} />);
  return Object.fromEntries([...html.matchAll(/ ([a-zA-Z]+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), m[2]]));
}

describe("a picture's srcset", () => {
  it("a raster picture names its 480, 960 and 1600 px copies and itself, with sizes and its own width and height", () => {
    const img = attributes({ src: "/images/uploads/team.webp", width: 2400, height: 1600 });
    expect(img.srcset).toBe(
      "/images/uploads/team.480w.webp 480w, /images/uploads/team.960w.webp 960w, /images/uploads/team.1600w.webp 1600w, /images/uploads/team.webp 2400w",
    );
    expect(img.sizes).toMatch(/100vw$/);
    expect([img.src, img.width, img.height]).toEqual(["/images/uploads/team.webp", "2400", "1600"]);
  });

  it("never names a copy wider than the picture", () => {
    expect(attributes({ src: "/images/a.png", width: 900, height: 600 }).srcset).toBe(
      "/images/a.480w.png 480w, /images/a.png 900w",
    );
    expect(attributes({ src: "/images/small.jpg", width: 400, height: 300 })).not.toHaveProperty("srcset");
  });

  it("an SVG has none: it scales", () => {
    const img = attributes({ src: "/images/about/vision.svg", width: 2000, height: 1000 });
    expect(img).not.toHaveProperty("srcset");
    expect(img).not.toHaveProperty("sizes");
  });
});

describe("the build's copies", () => {
  it("are made for every raster picture under images/, at the widths its srcset names, in its format", async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "nexaforge-sizes-"));
    const put = async (rel: string, width: number, format: "webp" | "png" | "jpeg") => {
      fs.mkdirSync(path.dirname(path.join(dir!, rel)), { recursive: true });
      await sharp({ create: { width, height: Math.round(width / 2), channels: 3, background: "#345" } })
        .toFormat(format)
        .toFile(path.join(dir!, rel));
    };
    await put("images/uploads/team.webp", 2400, "webp");
    await put("images/a.png", 900, "png");
    await put("images/small.jpg", 400, "jpeg");
    fs.writeFileSync(path.join(dir, "images/logo.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");

    const made = await makeResponsiveSizes(dir);
    expect(made.sort()).toEqual([
      "images/a.480w.png",
      "images/uploads/team.1600w.webp",
      "images/uploads/team.480w.webp",
      "images/uploads/team.960w.webp",
    ]);
    for (const file of made) {
      const meta = await sharp(path.join(dir, file)).metadata();
      expect([meta.width, meta.format]).toEqual([
        Number(/\.(\d+)w\./.exec(file)![1]),
        file.endsWith(".png") ? "png" : "webp",
      ]);
    }
    // Run again (a build over a build): copies are not copied again.
    expect((await makeResponsiveSizes(dir)).sort()).toEqual(made.sort());
  });
});
