/**
 * The build rewrites some of what React Router, React DOM and slick-carousel produce: the pages'
 * scripts (paint-first.ts), their hydration data (hydration-data.ts), React DOM's load-time errors
 * (react-sentinels-plugin.ts) and a rule of slick's stylesheet (slick-css-plugin.ts). Each finds
 * what it rewrites by its exact shape. When a release of one of them changes that shape, the
 * rewrite must stop the build, not leave the output as it was: the site still works without the
 * rewrite, so nothing else would notice that pages became slower again, or invalid. Each is listed,
 * with the package versions it was made for, in rewrite-register.ts, which `npm run check` reads.
 */
export interface Rewrite {
  /** The rewrite's name, the first word of its message: "paint-first". */
  name: string;
  /** Whose output it rewrites: "React Router's inline scripts". */
  source: string;
  /** Where the shape it knows is written down, the file to update. */
  module: string;
}

/** The one error every rewrite stops the build with. */
export class RewriteShapeError extends Error {
  constructor(
    readonly rewrite: Rewrite,
    readonly file: string,
    message: string,
  ) {
    super(message);
    this.name = "RewriteShapeError";
  }
}

/**
 * Stops the build: `file` does not hold `expected` as `rewrite` knows it (`found` says what it holds
 * instead, `update` what in the module to change).
 * 'paint-first: about/index.html: expected React Router's context script (<script>window.__reactRouterContext = ...),
 * found none. React Router's inline scripts changed shape: update scripts/lib/paint-first.ts.'
 */
export function shapeChanged(
  rewrite: Rewrite,
  file: string,
  expected: string,
  { found = "found none", update }: { found?: string; update?: string } = {},
): never {
  throw new RewriteShapeError(
    rewrite,
    file,
    `${rewrite.name}: ${file}: expected ${expected}, ${found}. ${rewrite.source} changed shape: ` +
      `update ${update ? `${update} in ` : ""}${rewrite.module}.`,
  );
}
