import { parse, type AnyNode, type DocumentNode } from "@humanwhocodes/momoa";

export interface Position {
  line: number;
  column: number;
}

export type ParseResult =
  | { ok: true; data: unknown; locate: (pointer: string, key?: string) => Position }
  | { ok: false; position: Position; message: string };

const unescape = (token: string) => token.replace(/~1/g, "/").replace(/~0/g, "~");

/**
 * Parses JSON text and keeps the source position of every value, so that a problem found
 * at a JSON pointer can be reported at its line and column. With `key`, locate() points at
 * that property's name inside the object at `pointer` (used for "unknown property" errors).
 */
export function parseWithPositions(text: string): ParseResult {
  let doc: DocumentNode;
  try {
    doc = parse(text, { mode: "json" });
  } catch (error) {
    const e = error as Error & { line?: number; column?: number };
    return {
      ok: false,
      position: { line: e.line ?? 1, column: e.column ?? 1 },
      message: e.message.replace(/\s*\(\d+:\d+\)\s*$/, ""),
    };
  }
  return { ok: true, data: JSON.parse(text), locate: (pointer, key) => locate(doc.body, pointer, key) };
}

function locate(root: AnyNode, pointer: string, key?: string): Position {
  let node: AnyNode = root;
  const tokens = pointer === "" ? [] : pointer.slice(1).split("/").map(unescape);
  for (const token of tokens) {
    const next = child(node, token);
    if (!next) break; // the deepest existing ancestor is the best place to point at
    node = next;
  }
  if (key !== undefined && node.type === "Object") {
    const member = node.members.find((m) => keyOf(m.name) === key);
    if (member) return at(member.name.loc.start);
  }
  return at(node.loc.start);
}

const at = ({ line, column }: Position): Position => ({ line, column });

function child(node: AnyNode, token: string): AnyNode | undefined {
  if (node.type === "Object") return node.members.find((m) => keyOf(m.name) === token)?.value;
  if (node.type === "Array") return node.elements[Number(token)]?.value;
  return undefined;
}

// In JSON mode every key is a string node; identifiers only occur in JSON5.
function keyOf(name: { type: string; value?: string; name?: string }): string | undefined {
  return name.type === "String" ? name.value : name.name;
}
