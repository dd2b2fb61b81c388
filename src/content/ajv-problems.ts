import type { ErrorObject } from "ajv";
import { closest, type Problem } from "./problems.ts";
import type { Position } from "./json-source.ts";

type Locate = (pointer: string, key?: string) => Position;
type SchemaLike = { description?: string; title?: string; properties?: Record<string, unknown> };

/**
 * Turns ajv's errors into problems a person can act on: one per real fault, at the line
 * and column of the value (or of the unknown key), with a hint taken from the schema.
 */
export function ajvProblems(
  errors: readonly ErrorObject[],
  file: string,
  locate: Locate,
  blockTypes: readonly string[],
): Problem[] {
  // "must match exactly one schema in oneOf" only repeats what the errors under it say, and
  // "must match then schema" only repeats the error under it, like "oneOf".
  const useful = errors.filter((e) => !(e.keyword === "oneOf" && errors.length > 1) && e.keyword !== "if");
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const error of useful) {
    const problem = toProblem(error, file, locate, blockTypes);
    const key = `${problem.pointer}|${problem.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      problems.push(problem);
    }
  }
  return problems;
}

function toProblem(e: ErrorObject, file: string, locate: Locate, blockTypes: readonly string[]): Problem {
  const pointer = e.instancePath;
  const parent = (e.parentSchema ?? {}) as SchemaLike;
  const at = (key?: string) => ({ file, pointer, ...locate(pointer, key) });
  const about = parent.description ? `expected: ${parent.description}` : undefined;

  switch (e.keyword) {
    case "additionalProperties": {
      const name = String(e.params.additionalProperty);
      const allowed = Object.keys(parent.properties ?? {}).filter((k) => k !== "$schema");
      const guess = closest(name, allowed);
      return {
        ...at(name),
        pointer: `${pointer}/${name}`,
        message: `unknown property "${name}"`,
        hint: guess
          ? `did you mean "${guess}"?`
          : `remove it, or use one of: ${allowed.map((k) => `"${k}"`).join(", ")}`,
      };
    }
    case "required": {
      const name = String(e.params.missingProperty);
      const prop = (parent.properties?.[name] ?? {}) as SchemaLike;
      const what = prop.description ?? prop.title;
      return {
        ...at(),
        message: `missing required property "${name}"`,
        hint: `add "${name}"${what ? ` (${what})` : ""}`,
      };
    }
    case "discriminator": {
      const value = e.params.tagValue;
      if (e.params.error === "mapping") {
        const guess = typeof value === "string" ? closest(value, blockTypes) : undefined;
        return {
          ...locateTag(at, pointer, locate),
          pointer: `${pointer}/type`,
          message: `unknown block type ${JSON.stringify(value)}`,
          hint: guess ? `did you mean "${guess}"?` : `use one of: ${blockTypes.join(", ")} (see docs/blocks.md)`,
        };
      }
      return {
        ...at(),
        message: `every section needs a "type" naming its block`,
        hint: `add "type": one of ${blockTypes.join(", ")}`,
      };
    }
    case "enum": {
      const allowed = (e.params.allowedValues as unknown[]).map(String);
      const value = e.data;
      const guess = typeof value === "string" ? closest(value, allowed) : undefined;
      return {
        ...at(),
        message: `${JSON.stringify(value)} is not an allowed value`,
        hint: guess ? `did you mean "${guess}"?` : `use one of: ${allowed.map((a) => `"${a}"`).join(", ")}`,
      };
    }
    case "const":
      return { ...at(), message: `must be ${JSON.stringify(e.params.allowedValue)}` };
    case "pattern":
    case "format":
      return {
        ...at(),
        message: `${JSON.stringify(e.data)} is not valid here`,
        hint: about ?? `must match ${e.keyword === "format" ? e.params.format : e.params.pattern}`,
      };
    case "maxLength": {
      const over = String(e.data).length - Number(e.params.limit);
      return { ...at(), message: e.message ?? "too long", hint: `shorten it by ${over} characters` };
    }
    default:
      return { ...at(), message: e.message ?? e.keyword, hint: about };
  }
}

/** Points an unknown-type error at the "type" value itself rather than at the section's brace. */
function locateTag(at: () => Omit<Problem, "message">, pointer: string, locate: Locate) {
  return { ...at(), ...locate(`${pointer}/type`) };
}
