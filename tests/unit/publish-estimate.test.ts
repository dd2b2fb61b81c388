import { describe, expect, it } from "vitest";
import { estimateMs } from "../../studio/server/publish/estimate.ts";

// The estimate a publish shows while it runs: the recent publishes of the same kind, newest first,
// each scaled by the pages to build now against the pages it built, and their median.
describe("a publish's estimate", () => {
  const full = (tookMs: number, pages = 84) => ({ kind: "full", pages, tookMs });
  const pages = (tookMs: number, n = 2) => ({ kind: "pages", pages: n, tookMs });

  it("is the median of the recent publishes of the same kind, other kinds left out", () => {
    expect(estimateMs([full(60_000), pages(4_000), full(80_000), full(70_000)], "full", 84)).toBe(70_000);
    expect(estimateMs([full(60_000), pages(4_000), pages(6_000)], "pages", 2)).toBe(5_000);
  });

  it("scales each by the pages to build now", () => {
    // 84 pages took 60 s: 168 pages should take about 120 s; 2 pages took 4 s: 4 pages about 8 s.
    expect(estimateMs([full(60_000)], "full", 168)).toBe(120_000);
    expect(estimateMs([pages(4_000, 2)], "pages", 4)).toBe(8_000);
  });

  it("reads only the newest five of a kind, so an old slow machine's times fall out", () => {
    const recent = [1, 2, 3, 4, 5].map(() => full(50_000));
    expect(estimateMs([...recent, full(500_000), full(500_000), full(500_000)], "full", 84)).toBe(50_000);
  });

  it("is not moved far by one slow publish", () => {
    expect(estimateMs([full(60_000), full(300_000), full(62_000)], "full", 84)).toBe(62_000);
  });

  it("promises nothing before a publish of that kind was timed", () => {
    expect(estimateMs([], "full", 84)).toBeUndefined();
    expect(estimateMs([pages(4_000)], "content", 84)).toBeUndefined();
    // A publish recorded without its pages (made before they were counted) is no guide.
    expect(estimateMs([{ kind: "full", pages: 0, tookMs: 60_000 }], "full", 84)).toBeUndefined();
  });
});
