import type { ErrorObject } from "ajv";
import type { Locate } from "./json-source.ts";
import { closest, withSection, type Problem } from "./problems.ts";
import { typeMatches, type SchemaNode } from "./schema-walk.ts";
import { explainImage, explainLink, explainRoute, type RuleBreak } from "./value-rules.ts";

export interface ProblemContext {
  file: string;
  locate: Locate;
  /** Block types a page may use. */
  blockTypes: readonly string[];
  /** Block types with a schema file, registered or not. */
  blockSchemaFiles: readonly string[];
  /** The words for a section: 'section 3 (FAQ block)'; undefined when the pointer is not a section. */
  sectionName: (pointer: string) => string | undefined;
  /** A property's schema (`node`, inside `within`) with its $ref followed, for its description. */
  follow: (node: SchemaNode, within: SchemaNode) => SchemaNode;
  /** Every page address, to propose an existing page when a link's spelling is fixed. */
  routes: readonly string[];
}

const EXPLAIN: Record<string, (value: string, pattern: RegExp) => RuleBreak> = {
  link: explainLink,
  route: explainRoute,
  image: explainImage,
};

/**
 * Turns ajv's errors into problems an editor can act on: one per real fault, at the line and
 * column of the value (or of the unknown key), in plain words with what to do, never in the
 * validator's own terms ("anyOf", "must NOT", a regular expression).
 */
export function ajvProblems(errors: readonly ErrorObject[], ctx: ProblemContext): Problem[] {
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const error of withoutMisspeltRequired(usefulErrors(errors))) {
    const problem = withSection(toProblem(error, ctx));
    const key = `${problem.pointer}|${problem.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      problems.push(problem);
    }
  }
  return problems;
}

/**
 * Drops errors that only repeat others. "oneOf" and "if" sum up the errors beneath them. Under an
 * "anyOf" (text or true/false), the value's type picks the alternative it meant: that one's
 * errors are kept; when no alternative has the value's type, the anyOf error alone says what
 * would do.
 */
function usefulErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  const drop = new Set<ErrorObject>();
  for (const e of errors) {
    if (e.keyword === "if" || (e.keyword === "oneOf" && errors.length > 1)) drop.add(e);
    if (e.keyword !== "anyOf") continue;
    const options = (e.schema as SchemaNode[]) ?? [];
    const meant = options.findIndex((o) => o.type !== undefined && typeMatches(o, e.data));
    const under = errors.filter((x) => x !== e && x.schemaPath.startsWith(`${e.schemaPath}/`));
    for (const x of under) if (meant < 0 || !x.schemaPath.startsWith(`${e.schemaPath}/${meant}/`)) drop.add(x);
    if (meant >= 0) drop.add(e);
  }
  return errors.filter((e) => !drop.has(e));
}

/**
 * '"haeding" is not a field; did you mean "heading"?' already says what '"heading" is missing'
 * would: a missing field that an unknown field next to it is a misspelling of is not reported twice.
 */
function withoutMisspeltRequired(errors: ErrorObject[]): ErrorObject[] {
  const misspelt = new Set(
    errors
      .filter((e) => e.keyword === "additionalProperties")
      .map((e) => {
        const allowed = Object.keys((e.parentSchema as SchemaNode | undefined)?.properties ?? {});
        return `${e.instancePath}|${closest(String(e.params.additionalProperty), allowed)}`;
      }),
  );
  return errors.filter(
    (e) => !(e.keyword === "required" && misspelt.has(`${e.instancePath}|${e.params.missingProperty}`)),
  );
}

const quote = (v: unknown) => JSON.stringify(v);

/** What a value of a JSON Schema type looks like, for "must be ..." messages. */
const LONG: Record<string, (example: unknown) => string> = {
  string: () => "text in double quotes",
  integer: (example) => `a whole number without quotes, e.g. ${example ?? 560}`,
  number: (example) => `a number without quotes, e.g. ${example ?? 4.5}`,
  boolean: () => "true or false, without quotes",
  array: () => "a list in square brackets [ ]",
  object: () => "a group of fields in curly brackets { }",
  null: () => "null",
};
/** The same, shorter, for a choice between types: "text in quotes, or true/false". */
const SHORT: Record<string, string> = {
  string: "text in quotes",
  integer: "a whole number",
  number: "a number",
  boolean: "true/false",
  array: "a list [ ]",
  object: "a group { }",
  null: "null",
};

function typesOf(schema: SchemaNode): string[] {
  return (Array.isArray(schema.type) ? schema.type : [schema.type]).filter((t): t is string => !!t);
}

function typeWords(schemas: SchemaNode[]): string {
  const types = schemas.flatMap(typesOf);
  if (types.length === 1) return LONG[types[0]!]?.((schemas[0]!.examples as unknown[] | undefined)?.[0]) ?? types[0]!;
  return types.map((t) => SHORT[t] ?? t).join(", or ");
}

/** "a hint for a value of the wrong type": remove the quotes from "560", add them around a number... */
function typeHint(schema: SchemaNode, value: unknown): string | undefined {
  const wanted = typesOf(schema);
  if (typeof value === "string") {
    if (
      (wanted.includes("integer") || wanted.includes("number")) &&
      value.trim() !== "" &&
      !Number.isNaN(Number(value))
    )
      return `remove the quotes: ${Number(value)}`;
    if (wanted.includes("boolean") && /^(true|false)$/i.test(value.trim()))
      return `remove the quotes: ${value.trim().toLowerCase()}`;
    if (wanted.includes("array")) return `put it in a list: [${quote(value)}]`;
  }
  if ((typeof value === "number" || typeof value === "boolean") && wanted.includes("string"))
    return `put it in double quotes: "${String(value)}"`;
  return undefined;
}

/** 'Tier' -> 'tiers', 'FAQ item' -> 'FAQ items', 'Entry' -> 'entries'. */
function plural(noun: string): string {
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(s|x|ch|sh)$/.test(noun)) return `${noun}es`;
  return `${noun}s`;
}

/** The word for one item of a list, from its item schema's title ('Section' -> 'section'). */
function itemNoun(item: SchemaNode): string {
  const title = (item.title as string | undefined) ?? "item";
  return /^[A-Z][a-z]/.test(title) ? title[0]!.toLowerCase() + title.slice(1) : title;
}

function count(n: number, noun: string): string {
  return n === 1 ? `one ${noun}` : `${n} ${plural(noun)}`;
}

function toProblem(e: ErrorObject, ctx: ProblemContext): Problem {
  const pointer = e.instancePath;
  const parent = (e.parentSchema ?? {}) as SchemaNode;
  const at = (key?: string) => ({ file: ctx.file, pointer, ...ctx.locate(pointer, key) });
  const description = typeof parent.description === "string" ? parent.description : undefined;
  const value = e.data;
  const section = ctx.sectionName(pointer);

  switch (e.keyword) {
    case "additionalProperties": {
      const name = String(e.params.additionalProperty);
      // A field the schema has dropped says why, in the schema's words, rather than "not a field".
      const retired = (parent["x-retired"] as Record<string, string> | undefined)?.[name];
      if (retired)
        return {
          ...at(name),
          code: "value.retired-field",
          data: { name, why: retired },
          pointer: `${pointer}/${name}`,
          message: retired,
          hint: `remove "${name}" from this file`,
        };
      const allowed = Object.keys(parent.properties ?? {}).filter((k) => k !== "$schema");
      const guess = closest(name, allowed);
      return {
        ...at(name),
        code: "value.unknown-field",
        data: { name },
        pointer: `${pointer}/${name}`,
        message: `"${name}" is not a field ${section ? `of ${section}` : "here"}`,
        hint: guess
          ? `did you mean "${guess}"?`
          : `remove it; the fields here are ${allowed.map((k) => `"${k}"`).join(", ")}`,
      };
    }
    case "required": {
      const name = String(e.params.missingProperty);
      const prop = ctx.follow(parent.properties?.[name] ?? {}, parent);
      const what = (prop.description ?? prop.title) as string | undefined;
      return {
        ...at(),
        code: "value.missing-field",
        data: { name, ...(prop.title ? { title: prop.title } : {}) },
        message: `${section ?? "this part"} needs "${name}"`,
        hint: `add "${name}"${what ? `: ${what}` : ""}`,
      };
    }
    case "discriminator":
      return unknownBlock(e, ctx, at);
    case "type": {
      return {
        ...at(),
        code: "value.wrong-type",
        // An empty value (a list item added and never written is null) says so in the editor's words.
        ...(value === null || value === "" ? { data: { empty: true } } : {}),
        message: `must be ${typeWords([parent])}`,
        ...optional("hint", typeHint(parent, value) ?? (description ? `expected: ${description}` : undefined)),
      };
    }
    case "anyOf": {
      const options = e.schema as SchemaNode[];
      const hint = typeHint({ type: options.flatMap(typesOf) }, value) ?? description;
      return { ...at(), code: "value.wrong-type", message: `must be ${typeWords(options)}`, ...optional("hint", hint) };
    }
    case "enum": {
      const allowed = (e.params.allowedValues as unknown[]).map(String);
      const guess = typeof value === "string" ? closest(value, allowed) : undefined;
      const list =
        allowed.length > 12
          ? `see the list of choices in docs/blocks.md (${allowed.slice(0, 5).map(quote).join(", ")}, ...)`
          : `choose one of ${allowed.map(quote).join(", ")}`;
      return {
        ...at(),
        code: "value.not-a-choice",
        message: `${quote(value)} is not one of the choices here`,
        hint: guess ? `did you mean "${guess}"?` : list,
      };
    }
    case "const":
      return { ...at(), code: "value.not-allowed", message: `must be ${quote(e.params.allowedValue)}` };
    case "pattern":
      return patternProblem(e, parent, at, ctx.routes);
    case "format":
      return {
        ...at(),
        code: "value.bad-format",
        message: `${quote(value)} is not ${e.params.format === "email" ? "an e-mail address" : `a valid ${e.params.format}`}`,
        hint:
          e.params.format === "email" ? "write it like hello@nexaforge.example" : (description ?? "check the value"),
      };
    case "minItems": {
      const limit = Number(e.params.limit);
      const noun = itemNoun(ctx.follow(parent.items ?? {}, parent));
      return {
        ...at(),
        code: "list.too-few",
        message: `needs at least ${count(limit, noun)}`,
        hint:
          Array.isArray(value) && value.length === 0
            ? `add ${limit === 1 ? `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}` : `${limit} ${plural(noun)}`} to the list`
            : `add ${limit - (value as unknown[]).length} more`,
      };
    }
    case "maxItems": {
      const limit = Number(e.params.limit);
      const over = (value as unknown[]).length - limit;
      return {
        ...at(),
        code: "list.too-many",
        message: `at most ${count(limit, itemNoun(ctx.follow(parent.items ?? {}, parent)))}; this list has ${(value as unknown[]).length}`,
        hint: over === 1 ? "remove one" : `remove ${over}`,
      };
    }
    case "minLength":
      return Number(e.params.limit) === 1
        ? {
            ...at(),
            code: "text.empty",
            message: "is empty",
            hint: "write the text between the quotes, or remove the field if it is optional",
          }
        : {
            ...at(),
            code: "text.too-short",
            message: `is too short: at least ${e.params.limit} characters`,
            ...optional("hint", description),
          };
    case "maxLength": {
      const over = String(value).length - Number(e.params.limit);
      return {
        ...at(),
        code: "text.too-long",
        message: `is ${String(value).length} characters long; at most ${e.params.limit} fit here`,
        hint: `shorten it by ${over} character${over === 1 ? "" : "s"}`,
      };
    }
    case "minimum":
    case "exclusiveMinimum":
      return {
        ...at(),
        code: "value.too-small",
        message: `${quote(value)} is too small: the smallest allowed is ${e.params.limit}`,
        ...optional("hint", description),
      };
    case "maximum":
    case "exclusiveMaximum":
      return {
        ...at(),
        code: "value.too-large",
        message: `${quote(value)} is too large: the largest allowed is ${e.params.limit}`,
        ...optional("hint", description),
      };
    case "uniqueItems":
      return { ...at(), code: "list.repeated", message: "has the same entry twice", hint: "remove one of the two" };
    default:
      return {
        ...at(),
        code: "value.other",
        message: "does not fit this field",
        hint: description ?? "compare it with docs/blocks.md",
      };
  }
}

function optional<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, string>);
}

function patternProblem(
  e: ErrorObject,
  parent: SchemaNode,
  at: () => Omit<Problem, "message" | "code">,
  routes: readonly string[],
): Problem {
  const value = String(e.data);
  const kind = parent["x-kind"];
  const explain = kind ? EXPLAIN[kind] : undefined;
  if (explain) {
    const { rules, fix: spelled } = explain(value, new RegExp(String(e.params.pattern), "u"));
    // '/Abuot' is fixed to '/abuot'; if no page has that address, the page it most likely meant.
    const [route = "", anchor] = (spelled ?? "").split("#");
    const page = spelled?.startsWith("/") && !routes.includes(route) ? closest(route, routes) : undefined;
    const fix = page ? page + (anchor === undefined ? "" : `#${anchor}`) : spelled;
    if (rules.length)
      return {
        ...at(),
        code: "value.breaks-rule",
        message: `${quote(value)}: ${rules.join("; ")}`,
        hint: fix ? `write ${quote(fix)}` : String(parent.patternErrorMessage ?? parent.description ?? ""),
      };
  }
  return {
    ...at(),
    code: "value.breaks-rule",
    message: `${quote(value)} does not follow the rule for this field`,
    hint: String(parent.patternErrorMessage ?? parent.description ?? "compare it with docs/blocks.md"),
  };
}

function unknownBlock(e: ErrorObject, ctx: ProblemContext, at: () => Omit<Problem, "message" | "code">): Problem {
  const pointer = e.instancePath;
  const value = e.params.tagValue;
  if (e.params.error !== "mapping")
    return {
      ...at(),
      code: "block.no-type",
      message: `every section needs a "type" naming its block`,
      hint: `add "type" with one of ${ctx.blockTypes.map(quote).join(", ")} (see docs/blocks.md)`,
    };
  const where = { ...at(), pointer: `${pointer}/type`, ...ctx.locate(`${pointer}/type`) };
  if (typeof value === "string" && ctx.blockSchemaFiles.includes(value))
    return {
      ...where,
      code: "block.not-listed",
      message: `the block type "${value}" exists but pages cannot use it yet`,
      hint: "a developer needs to run `npm run gen` so that the block is listed for pages",
    };
  const guess = typeof value === "string" ? closest(value, ctx.blockTypes) : undefined;
  return {
    ...where,
    code: "block.unknown-type",
    message: `there is no block type ${quote(value)}`,
    hint: guess
      ? `did you mean "${guess}"?`
      : `use one of ${ctx.blockTypes.map(quote).join(", ")} (see docs/blocks.md)`,
  };
}
