import { blockLabel } from "./config.tsx";

/** A section's own title: its heading, title or headline, whichever it has. */
export function sectionTitle(props: Record<string, unknown>): string | undefined {
  const text = [props.heading, props.title, props.headline].find((v) => typeof v === "string" && v);
  return text === undefined ? undefined : String(text);
}

/** A section's name for people: its block, and its title when it has one ('FAQ: Questions'). */
export function sectionName(type: string, props: Record<string, unknown>): string {
  const title = sectionTitle(props);
  return title ? `${blockLabel(type)}: ${title}` : blockLabel(type);
}
