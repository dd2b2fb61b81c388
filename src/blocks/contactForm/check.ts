import type { EnquiryFormCopy } from "../../generated/schema.ts";
import { validate } from "../../generated/enquiry-validator.js";
import { formatNumber, type Locale } from "../../lib/locale.ts";
import { FIELD_ORDER, REQUIRED, type FieldName, type Values } from "./values.ts";

export type FieldErrors = Partial<Record<FieldName, string>>;

/**
 * Checks the values with the validator compiled from schema/enquiry.schema.json (the one the
 * server uses) and turns its errors into one message per field, worded for a person in the page's
 * language (a limit in its digits: "১০০" on a Bangla page).
 */
export function check(values: Values, copy: EnquiryFormCopy, locale: Locale): FieldErrors {
  const candidate = { ...values, website: "", fillMs: 0 };
  if (validate(candidate)) return {};
  const errors: FieldErrors = {};
  for (const e of validate.errors ?? []) {
    const field = e.instancePath.slice(1) as FieldName;
    if (!FIELD_ORDER.includes(field) || errors[field]) continue;
    const words = copy.fields[field];
    const empty = values[field] === "";
    if (empty && REQUIRED.has(field)) errors[field] = words.required ?? words.invalid ?? words.label;
    else if (e.keyword === "maxLength")
      errors[field] = copy.tooLong.replace("{max}", formatNumber(Number(e.params.limit), locale));
    else errors[field] = words.invalid ?? words.required ?? words.label;
  }
  return errors;
}
