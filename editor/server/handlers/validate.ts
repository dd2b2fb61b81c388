import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import {
  EDITOR_REQUESTS_SCHEMA,
  type EditorOperation,
  type EditorRequests,
} from "../../../contracts/editor-requests.ts";
import { deeperThan, MAX_DEPTH } from "../draft-bounds.ts";
import { Refusal } from "../refusal.ts";

// A property an operation does not take is dropped, not refused (as Fastify treats a body schema):
// the editor's page has always sent some to operations that ignore them (a check with its version).
const ajv = new Ajv({ strict: true, removeAdditional: true });
const compiled = new Map<EditorOperation, ValidateFunction>();

/**
 * The words for a request that does not match its operation's schema, from the description of the
 * part that is wrong: 'page' (described "page to check or save") missing ->
 * "The request held no page to check or save: reload the editor and try again." Never a validator's
 * keyword: a person reads it.
 */
function plainWords(operation: EditorOperation, error: ErrorObject | undefined): string {
  const fields = EDITOR_REQUESTS_SCHEMA.properties[operation].properties;
  const field =
    error?.keyword === "required"
      ? (error.params as { missingProperty: string }).missingProperty
      : error?.instancePath.split("/")[1];
  const described = field === undefined ? undefined : fields[field]?.description;
  return described
    ? `The request held no ${described}: reload the editor and try again.`
    : "The request was not one the editor sends: reload the editor and try again.";
}

/**
 * `input` as the operation takes it, or a 400 refusal in plain words. Nesting is bounded first, before
 * anything walks the input with recursion (the checks, or a worker thread's copy of it).
 */
export function validInput<N extends EditorOperation>(operation: N, input: unknown): EditorRequests[N] {
  if (deeperThan(input, MAX_DEPTH))
    throw new Refusal(
      400,
      "This holds values nested deeper than any page or setting can be: the editor never sends them, so nothing was checked or saved. Reload the editor and try again.",
    );
  let validate = compiled.get(operation);
  if (!validate) compiled.set(operation, (validate = ajv.compile(EDITOR_REQUESTS_SCHEMA.properties[operation])));
  if (!validate(input)) throw new Refusal(400, plainWords(operation, validate.errors?.[0]));
  return input as EditorRequests[N];
}
