import { escapeToken, valueAt } from "../../../engine/json-pointer.ts";

/** Every value under `value` that is not a list or a group, by its pointer: '/sections/2/cta/href' -> '/contact'. */
function leaves(value: unknown, at: string, out: [string, string][] = []): [string, string][] {
  if (Array.isArray(value)) value.forEach((v, i) => leaves(v, `${at}/${i}`, out));
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) {
      if (k !== "type") leaves(v, `${at}/${escapeToken(k)}`, out);
    }
  else if (value !== undefined && value !== "")
    out.push([at, typeof value === "boolean" ? (value ? "on" : "off") : String(value)]);
  return out;
}

interface Props {
  /** The English file, and the parts of it the group covers (a section, the page settings, a part of a content file). */
  data: unknown;
  prefixes: string[];
  /** The pointers of the group's words, which are edited above. */
  words: ReadonlySet<string>;
  label(pointer: string): string;
}

/**
 * What the Bangla page takes from the English as it is: links, pictures, choices, numbers. Shown so
 * the translator sees the whole section, and said plainly where they are changed: in English.
 */
export function NotWords({ data, prefixes, words, label }: Props) {
  const rest = prefixes
    .flatMap((prefix) => leaves(valueAt(data, prefix), prefix))
    .filter(([pointer]) => !words.has(pointer));
  return (
    <section className="ed-tr-same" aria-label="The same in both languages">
      <p className="ed-help">
        Links, pictures, choices and the order of sections are the same on the Bangla page as on the English one. Change
        them in English.
      </p>
      {rest.length ? (
        <details>
          <summary>Shown as the English page has them ({rest.length})</summary>
          <dl>
            {rest.map(([pointer, shown]) => (
              <div key={pointer}>
                <dt>{label(pointer)}</dt>
                <dd lang="en">{shown}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </section>
  );
}
