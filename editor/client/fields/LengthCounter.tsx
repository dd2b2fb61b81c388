import type { FieldSpec } from "./spec.ts";
import { fieldId } from "./field-id.ts";

/**
 * "212 / 400" under a text with a length limit, as it is typed. Text over the limit is never cut
 * (a paste keeps all of it): the counter says how many characters to remove, and Save waits.
 */
export function LengthCounter({ spec, value, pointer }: { spec: FieldSpec; value: unknown; pointer: string }) {
  if (spec.kind !== "text" || spec.maxLength === undefined) return null;
  // Characters as the validator counts them: an emoji is one, not two.
  const length = [...(typeof value === "string" ? value : "")].length;
  const over = length - spec.maxLength;
  return (
    <p id={`${fieldId(pointer)}-count`} className={over > 0 ? "ed-counter ed-over" : "ed-counter"} aria-live="polite">
      {length} / {spec.maxLength}
      {over > 0
        ? `: ${over} character${over === 1 ? "" : "s"} too many. Remove ${over} to save this page; nothing was cut.`
        : ""}
    </p>
  );
}
