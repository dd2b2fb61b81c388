import { latinDigits } from "../../../contracts/digits.ts";
import {
  REQUIRED_FIELDS,
  VISITOR_FIELDS,
  type EnquiryFields,
  type VisitorField,
} from "../../../contracts/generated/enquiry.ts";

/** What a person types: the enquiry's visitor fields (schema/enquiry.schema.json), all strings. */
export type FieldName = VisitorField;
export type Values = EnquiryFields;

export const FIELD_ORDER: readonly FieldName[] = VISITOR_FIELDS;
export const REQUIRED: ReadonlySet<FieldName> = new Set(REQUIRED_FIELDS);

export const EMPTY: Values = { name: "", email: "", phone: "", services: "", country: "", price: "", message: "" };

/**
 * Trims the single-line fields (people paste names and numbers with stray spaces); a message of
 * nothing but spaces and line breaks is no message. A phone number typed on a Bangla keyboard
 * (০১৭১২...) is checked and sent in the Latin digits a phone dials, as the server stores it.
 */
export function tidy(values: Values): Values {
  const out = { ...values };
  for (const k of ["name", "email", "phone", "services"] as const) out[k] = out[k].trim();
  out.phone = latinDigits(out.phone);
  if (out.message.trim() === "") out.message = "";
  return out;
}
