import fs from "node:fs";
import { createRequire } from "node:module";
import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { slickCss } from "../../scripts/lib/slick-css-plugin.ts";
import { refusal } from "../rewrite-refusal.ts";

const slickFile = createRequire(import.meta.url).resolve("slick-carousel/slick/slick.css");
const slick = fs.readFileSync(slickFile, "utf8");
const run = (css: string) => postcss([slickCss()]).process(css, { from: "base.css" }).css;

describe("slick's stylesheet without cursor: hand (scripts/lib/slick-css-plugin.ts)", () => {
  it("takes out slick's cursor: hand and nothing else", () => {
    expect(slick).toMatch(/cursor: pointer;\s*cursor: hand;/);
    const out = run(slick);
    expect(out).not.toMatch(/cursor:\s*hand/);
    expect(out).toMatch(/\.slick-list\.dragging\s*\{\s*cursor: pointer;\s*\}/);
    expect(out).toBe(slick.replace(/\n\s*cursor: hand;/, ""));
  });

  it("leaves a stylesheet without slick's rules alone", () => {
    const other = ".swiper { position: relative; }\na { cursor: pointer; }\n";
    expect(run(other)).toBe(other);
  });

  it("stops the build, saying what to update, when slick's rule is not as slick 1.8.1 wrote it", () => {
    const refused = (css: string) => {
      const message = refusal(() => run(css));
      expect(message).toMatch(
        /^slick-css: base\.css: expected one rule \.slick-list\.dragging \{ cursor: pointer; cursor: hand \}, and no other cursor: hand, found .+\. slick-carousel's stylesheet \(slick-carousel\/slick\/slick\.css\) changed shape: update scripts\/lib\/slick-css-plugin\.ts\.$/,
      );
      return message;
    };
    // A new slick that dropped the value, or the whole rule while another keeps it; or the page's CSS
    // with the value already taken out.
    expect(refused(slick.replace("cursor: hand;", "cursor: grab;"))).toContain("cursor: pointer; cursor: grab");
    expect(refused(slick.replace(".slick-list.dragging", ".slick-list.is-dragging"))).toContain(
      "found 0 such rules (none) and 1 cursor: hand",
    );
    expect(refused(run(slick))).toContain("found 1 such rules ({ cursor: pointer }) and 0 cursor: hand");
  });
});
