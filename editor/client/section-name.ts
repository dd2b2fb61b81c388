import { sectionTitle } from "../../engine/section-title.ts";
import { blockLabel } from "./config.tsx";

export { sectionTitle };

/** A section's name for people: its block, and its title when it has one ('FAQ: Questions'). */
export function sectionName(type: string, props: Record<string, unknown>): string {
  const title = sectionTitle(props);
  return title ? `${blockLabel(type)}: ${title}` : blockLabel(type);
}
