import type { Enquiry } from "../../generated/schema.ts";

/** What a person types: the seven fields of the enquiry, all strings. */
export type FieldName = "name" | "email" | "phone" | "services" | "country" | "price" | "message";
export type Values = Pick<Enquiry, FieldName>;

export const FIELD_ORDER: FieldName[] = ["name", "email", "phone", "services", "country", "price", "message"];
export const REQUIRED: ReadonlySet<FieldName> = new Set(["name", "email", "phone", "services"]);

export const EMPTY: Values = { name: "", email: "", phone: "", services: "", country: "", price: "", message: "" };

/** Trims the single-line fields (people paste names and numbers with stray spaces). */
export function tidy(values: Values): Values {
  const out = { ...values };
  for (const k of ["name", "email", "phone", "services"] as const) out[k] = out[k].trim();
  return out;
}
