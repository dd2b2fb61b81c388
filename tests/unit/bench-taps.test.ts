import { describe, expect, it } from "vitest";
import { consoleLine, misses, report } from "../../bench/report.ts";
import { addTapRun, newStore, tapRunsHeld, tapRunsOf } from "../../bench/samples.ts";
import type { TapRun } from "../../bench/tap-probe.ts";
import { summarize, tapLines, tapMisses, tapsNeeded, tapTable } from "../../bench/tap-report.ts";
import { row } from "./bench-rows.ts";

// bench:web's interaction runs in its report and its store, from made-up runs (no browser involved).
const run = (over: Partial<TapRun>): TapRun => ({
  name: "Open menu",
  paint: 700,
  visible: 800,
  taps: [810],
  effect: 850,
  ...over,
});
// As the issue saw the menu before the fix: on screen at 0.8 s, heard only from 1.9 s on, a tap a second.
const beforeFix = [
  run({ taps: [810, 1830, 2850], effect: 2890 }),
  run({ visible: 900, taps: [905, 1920], effect: 1990 }),
  run({ visible: 700, taps: [720, 1740, 2760], effect: 2800 }),
];
describe("bench:web's interaction runs", () => {
  it("count the taps a run needed up to its effect, and every tap of a run that never got one as lost", () => {
    expect(tapsNeeded(run({}))).toBe(1);
    expect(tapsNeeded(beforeFix[0]!)).toBe(3);
    expect(tapsNeeded(run({ taps: [800, 1800], effect: null }))).toBeNull();
    // A tap that reached the page before a slow effect of the one before it still counts as needed.
    expect(tapsNeeded(run({ taps: [800, 1800], effect: 1900 }))).toBe(2);
    const s = summarize([...beforeFix, run({ taps: [800, 1800, 2800], effect: null })]);
    expect(s.runs).toBe(4);
    expect(s.taps).toBe(11);
    expect(s.lost).toBe(2 + 1 + 2 + 3);
    expect(s.needed).toEqual({ median: 3, worst: Infinity });
  });

  it("time the wait from the first tap and from the tap that worked, as medians and worst cases", () => {
    const s = summarize(beforeFix);
    expect(s.lost).toBe(5);
    expect(s.needed).toEqual({ median: 3, worst: 3 });
    expect(s.fromFirstTap).toEqual({ median: 2080, worst: 2080 });
    expect(summarize(beforeFix.slice(0, 2)).fromFirstTap).toEqual({ median: 1582.5, worst: 2080 });
    expect(s.fromLastTap).toEqual({ median: 40, worst: 70 });
    expect(s.visible).toBe(800);
    expect(s.paint).toBe(700);
    expect(s.effect).toBe(2800);
  });

  it("miss their goals with a lost tap, a slow effect or none at all, and meet them with neither", () => {
    expect(tapMisses({ menu: [run({ effect: 900 })], faq: "none" })).toEqual([]);
    expect(tapMisses({ menu: beforeFix })).toEqual([
      "menu taps lost 5 of 8 > 0",
      "menu tap to effect 2080 ms > 100 ms",
    ]);
    // Each control against its own goal: 100 ms for the menu and the FAQ, 1 s for a block control.
    expect(tapMisses({ faq: [run({ effect: 911 })], block: [run({ effect: 1810 })] })).toEqual([
      "FAQ tap to effect 101 ms > 100 ms",
    ]);
    expect(tapMisses({ block: [run({ effect: 1811 })] })).toEqual(["block control tap to effect 1001 ms > 1000 ms"]);
    expect(tapMisses({ faq: [run({ taps: [810, 1810], effect: null })] })).toEqual([
      "FAQ taps lost 2 of 2 > 0",
      "FAQ tap to effect never (no tap brought it in a run)",
    ]);
    expect(tapMisses(undefined)).toEqual([]);
  });

  it("add a line per control under the route's console line, and their misses to its own", () => {
    expect(tapLines({ menu: beforeFix, faq: "none" })).toEqual([
      '    taps ×3  menu "Open menu": lost 5 of 8, needed 3 (worst 3), first tap → effect 2080 ms (worst 2080 ms), ' +
        "last tap → effect 40 ms (worst 70 ms); on screen at 0.80 s (first paint 0.70 s), effect at 2.80 s",
      "    taps  FAQ: none on this page",
    ]);
    const line = consoleLine(row({ taps: { menu: beforeFix, faq: "none" } }));
    expect(line).toContain('\n    taps ×3  menu "Open menu": lost 5 of 8,');
    expect(line).toMatch(/\n {4}MISSED: .*menu taps lost 5 of 8 > 0; menu tap to effect 2080 ms > 100 ms$/);
    expect(misses(row({ taps: { menu: [run({})] } }))).toEqual([]);
    expect(consoleLine(row({}))).not.toContain("taps");
    const never = tapLines({ block: [run({ name: "Software", taps: [800], effect: null })] })[0]!;
    expect(never).toContain(
      'block control "Software": lost 1 of 1, needed never (worst never), first tap → effect never',
    );
    expect(never).toMatch(/effect at never$/);
  });

  it("write a table of taps under the route table, and count each goal's misses like the other targets'", () => {
    const home = row({ route: "/", taps: { menu: beforeFix, faq: "none", block: [run({ name: "Software" })] } });
    const about = row({ taps: { menu: [run({ taps: [800, 1800], effect: null })] } });
    const md = report([home, about, row({ route: "/contact" })], false);
    expect(md).toContain("| Route | Control | Tapped | Runs | Taps lost | Taps needed | Most taps needed |");
    expect(md).toContain(
      "| / | menu | Open menu | 3 | 5 of 8 | 3 | 3 | 0.70 s | 0.80 s | 2.80 s | 2080 ms | 2080 ms | 40 ms | 70 ms | missed |",
    );
    expect(md).toContain("| / | FAQ | none on this page | — | — | — | — | — | — | — | — | — | — | — | — |");
    expect(md).toContain("| / | block control | Software | 1 | 0 of 1 | 1 | 1 | 0.70 s | 0.80 s | 0.85 s | 40 ms |");
    expect(md).toContain(
      "| /about | menu | Open menu | 1 | 2 of 2 | never | never | 0.70 s | 0.80 s | never | never |",
    );
    // A route without interaction runs has no rows there.
    expect(md).not.toContain("| /contact | menu");
    expect(md).toContain("- menu taps lost: missed on 2 of 3 routes.");
    expect(md).toContain("- menu tap to effect: missed on 2 of 3 routes.");
    expect(md).toContain("within 100 ms of the first tap for the menu and an FAQ question, 1 s for a block control.");
    expect(md).toContain(
      "tapped again while no effect follows within 1 s\n(3 s for a carousel control), up to 10 taps.",
    );
    // Without interaction runs, no table of taps.
    expect(tapTable([row({})])).toEqual([]);
    expect(report([row({})], false)).not.toContain("| Route | Control |");
  });
});

describe("bench:web's store of interaction runs", () => {
  it("keeps them by route and control, counts a control the page lacks as measured, and gives back as many as asked", () => {
    const store = newStore("f");
    expect(tapRunsHeld(store, "/", "menu")).toBe(0);
    expect(tapRunsOf(store, "/", 5)).toEqual({});
    addTapRun(store, "/", "menu", beforeFix[0]!);
    addTapRun(store, "/", "menu", beforeFix[1]!);
    addTapRun(store, "/", "faq", null);
    expect(tapRunsHeld(store, "/", "menu")).toBe(2);
    expect(tapRunsHeld(store, "/", "faq")).toBe(Infinity);
    expect(tapRunsHeld(store, "/", "block")).toBe(0);
    expect(tapRunsOf(store, "/", 1)).toEqual({ menu: [beforeFix[0]], faq: "none" });
    expect(tapRunsOf(store, "/", 9).menu).toHaveLength(2);
    expect(tapRunsOf(store, "/about", 9)).toEqual({});
  });
});
