import type { Sample } from "../../bench/lighthouse.ts";
import type { Row } from "../../bench/report.ts";

/** Made-up Lighthouse medians for bench:web's report tests: a page that meets every target, changed by `over`. */
export const sample = (over: Partial<Sample>): Sample => ({
  score: 100,
  fcp: 900,
  lcp: 1000,
  tbt: 20,
  cls: 0,
  jsBytes: 100 * 1024,
  totalBytes: 200 * 1024,
  lcpElement: "<h1>",
  ...over,
});

/** A route's row of made-up medians, shipped and floor alike, without the SPA. */
export const row = (over: Partial<Row>): Row => ({
  route: "/about",
  runs: 3,
  firstLoadJs: 100 * 1024,
  prerendered: sample({}),
  floor: sample({}),
  spa: null,
  ...over,
});
