import { Ajv, type ErrorObject } from "ajv";
import { latinDigits } from "../../contracts/digits.ts";
import { DEFAULT_LANGUAGE, LANGUAGES, type Enquiry, type Language } from "../../contracts/generated/enquiry.ts";
import { prepareAjv, readSchema, SCHEMA_BASE, SCHEMA_DIR, withId } from "../../contracts/schemas.ts";

export type { Enquiry };

/** An enquiry as it is stored: its language always known (English when the body had none). */
export type ReceivedEnquiry = Enquiry & { language: Language };

/** Per-field messages: { email: "must be an e-mail address" }. Keys are the body's own keys. */
export type FieldErrors = Record<string, string>;

/** What each field's rule means to a person, for errors other than missing, wrong type or too long. */
const RULES: Record<keyof Enquiry, string> = {
  name: "must contain visible text and no control characters",
  email: "must be an e-mail address",
  phone: "must be 7 to 20 digits, optionally starting with +, grouped with spaces or dashes",
  services: "must contain visible text and no control characters",
  country: "must be one of the listed countries, or empty",
  price: "must be one of the budget options, or empty",
  message: "must be empty, or contain visible text and no control characters other than line breaks and tabs",
  language: `must be one of the site's languages (${LANGUAGES.join(", ")}), or left out for ${DEFAULT_LANGUAGE}`,
  website: "must be text",
  fillMs: "must be a whole number of milliseconds from 0 to 86400000",
};

/**
 * What to send for a missing field that no person types into, instead of a bare "is required": the
 * form sends both itself, so only a hand-written request leaves them out.
 */
const MISSING: Partial<Record<keyof Enquiry, string>> = {
  website: "is required, as an empty string: it is the form's hidden spam check, which people leave blank",
  fillMs: "is required: the whole milliseconds between the form being shown and being sent",
};

/**
 * The body as the schema is to judge it: a phone typed on a Bangla keyboard (০-৯) in the Latin
 * digits the rule counts and a phone dials. Nothing else is changed.
 */
function normalize(body: object): object {
  const phone = (body as { phone?: unknown }).phone;
  return typeof phone === "string" ? { ...body, phone: latinDigits(phone) } : body;
}

/**
 * Loads the enquiry schema (and the country list it refers to) from schema/ and compiles it once.
 * A valid enquiry comes back normalized (see normalize) and with its language.
 */
export function compileEnquiryValidator(schemaDir = SCHEMA_DIR) {
  // coerceTypes/removeAdditional off: the body is judged exactly as sent, never repaired.
  const ajv = new Ajv({ allErrors: true, coerceTypes: false, removeAdditional: false, strict: true });
  prepareAjv(ajv);
  for (const file of ["generated/countries.schema.json", "enquiry.schema.json"])
    ajv.addSchema(withId(file, readSchema(file, schemaDir)));
  const validate = ajv.getSchema<Enquiry>(SCHEMA_BASE + "enquiry.schema.json");
  if (!validate) throw new Error("enquiry.schema.json did not compile");

  return (
    body: unknown,
  ):
    | { ok: true; enquiry: ReceivedEnquiry }
    | { ok: false; message: string; fields: FieldErrors; tooLong: Record<string, number> } => {
    if (body === null || typeof body !== "object" || Array.isArray(body))
      return {
        ok: false,
        message: "The body must be a JSON object with the enquiry's fields.",
        fields: {},
        tooLong: {},
      };
    const normalized = normalize(body);
    if (validate(normalized)) {
      const enquiry = normalized as Enquiry;
      return { ok: true, enquiry: { ...enquiry, language: enquiry.language ?? DEFAULT_LANGUAGE } };
    }
    const errors = validate.errors ?? [];
    // Each field longer than allowed, with its limit (the form words "keep this under N characters").
    const tooLong = Object.fromEntries(
      errors
        .filter((e) => e.keyword === "maxLength")
        .map((e) => [e.instancePath.split("/")[1] ?? "", Number((e.params as { limit: number }).limit)]),
    );
    return { ok: false, message: "Some fields are missing or not valid.", fields: fieldErrors(errors), tooLong };
  };
}

/** One message per field, the most basic problem first: missing, then wrong type, then too long, then its rule. */
export function fieldErrors(errors: ErrorObject[]): FieldErrors {
  const best = new Map<string, [number, string]>();
  for (const error of errors) {
    const [field, rank, message] = describe(error);
    const current = best.get(field);
    if (!current || rank < current[0]) best.set(field, [rank, message]);
  }
  // fromEntries defines own properties, so a key such as "__proto__" stays an ordinary key.
  return Object.fromEntries([...best].map(([field, [, message]]) => [field, message]));
}

function describe(error: ErrorObject): [string, number, string] {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === "required") {
    const field = String(params.missingProperty);
    return [field, 0, MISSING[field as keyof Enquiry] ?? "is required"];
  }
  if (error.keyword === "additionalProperties")
    return [String(params.additionalProperty), 0, "is not a field of the enquiry form"];
  // "/name" -> "name" (JSON Pointer escapes ~1 and ~0 undone); deeper paths keep their first segment.
  const field = (error.instancePath.split("/")[1] ?? "").replace(/~1/g, "/").replace(/~0/g, "~");
  if (error.keyword === "type")
    return [field, 1, params.type === "integer" ? "must be a whole number" : "must be text"];
  if (error.keyword === "minLength" && (field === "name" || field === "services")) return [field, 2, "is required"];
  if (error.keyword === "maxLength") return [field, 3, `must be at most ${String(params.limit)} characters`];
  return [field, 4, RULES[field as keyof Enquiry] ?? "is not valid"];
}
