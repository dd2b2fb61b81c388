import type { Declaration, Plugin, Root, Rule } from "postcss";
import { shapeChanged, type Rewrite } from "./rewrite-shape.ts";

export const SLICK_CSS: Rewrite = {
  name: "slick-css",
  source: "slick-carousel's stylesheet (slick-carousel/slick/slick.css)",
  module: "scripts/lib/slick-css-plugin.ts",
};

/** The rule of slick.css that sets the cursor while a slider is dragged. */
const DRAGGING = ".slick-list.dragging";
const EXPECTED = "cursor: pointer; cursor: hand";

/**
 * A stylesheet with slick's `cursor: hand` taken out. Slick sets `cursor: pointer`, then `hand`,
 * Internet Explorer 5's name for it, which every browser since ignores and the HTML checker refuses
 * (src/styles/base.css inlines slick's rules in every page, through the carousels' block.css). Vite
 * reads a stylesheet's @import files itself, past any Vite plugin's transform, so this works on the
 * stylesheet once they are inlined, as a PostCSS plugin (vite.config.ts). A stylesheet without slick's
 * dragging rule is left alone; one where the rule or its cursors are not as slick 1.8.1 wrote them
 * stops the build (RewriteShapeError), so that the stylesheet of a new slick is looked at.
 */
export function withoutHandCursor(root: Root, file: string): void {
  const rules: Rule[] = [];
  root.walkRules((rule) => {
    if (rule.selector === DRAGGING) rules.push(rule);
  });
  const hands: Declaration[] = [];
  root.walkDecls("cursor", (decl) => {
    if (decl.value === "hand") hands.push(decl);
  });
  if (!rules.length && !hands.length) return;
  const declarations = rules.map((rule) =>
    rule.nodes
      .filter((node) => node.type === "decl")
      .map((decl) => `${decl.prop}: ${decl.value}`)
      .join("; "),
  );
  if (rules.length !== 1 || hands.length !== 1 || declarations[0] !== EXPECTED)
    shapeChanged(SLICK_CSS, file, `one rule ${DRAGGING} { ${EXPECTED} }, and no other cursor: hand`, {
      found: `found ${rules.length} such rules (${declarations.map((d) => `{ ${d} }`).join(", ") || "none"}) and ${hands.length} cursor: hand`,
    });
  hands[0]!.remove();
}

/** {@link withoutHandCursor} as a PostCSS plugin, for Vite's CSS pipeline (after @import is inlined). */
export function slickCss(): Plugin {
  return {
    postcssPlugin: "nexaforge:slick-css",
    Once(root, { result }) {
      withoutHandCursor(root, result.opts.from ?? "a stylesheet");
    },
  };
}
