/**
 * A section's own title: its heading, title or headline, whichever it has. The editor's Sections
 * list and the studio's commit messages name a section by it. No Node modules: the editor uses it in the browser.
 */
export function sectionTitle(props: Record<string, unknown>): string | undefined {
  const text = [props.heading, props.title, props.headline].find((v) => typeof v === "string" && v);
  return text === undefined ? undefined : String(text);
}
