import { createContext, useContext, type ReactNode } from "react";
import type { Block } from "../content/types.ts";

/**
 * How a block renders a block nested in its data (the home hero's contact form), without
 * importing it: blocks never import each other, the page renderer supplies the lookup.
 */
export const RenderBlockContext = createContext<(block: Block) => ReactNode>(() => null);

export function NestedBlock({ block }: { block: Block }) {
  return <>{useContext(RenderBlockContext)(block)}</>;
}
