import { getNodeValue, type Node } from "jsonc-parser";
import { escapeToken, pointerKeys } from "./json-pointer.ts";
import { checkSyntax } from "./json-syntax.ts";

export interface Position {
  line: number;
  column: number;
}

/** A mistake found while reading a file, before any schema is applied. */
export interface ReadMistake extends Position {
  code: "json.syntax" | "json.duplicate-key" | "json.not-utf8";
  pointer: string;
  message: string;
  hint: string;
}

export type Locate = (pointer: string, key?: string) => Position;

export interface ReadResult {
  /**
   * The parsed value; absent when the file cannot be read (not UTF-8, or a syntax mistake that
   * cannot be repaired for sure). With mistakes that can (a trailing comma...), it is the value
   * the file would have once they are fixed, so the rest of the file is checked as well.
   */
  data?: unknown;
  locate: Locate;
  mistakes: ReadMistake[];
}

const BOM = "\uFEFF";

/**
 * Reads a JSON file's bytes as an editor would: UTF-8 (a byte-order mark and Windows line endings
 * are fine), every syntax mistake located and explained, and a key written twice in one object
 * reported at its second occurrence (JSON.parse would silently keep only the last).
 * `locate` maps a JSON pointer to the line and column of its value, or with `key` to that
 * property's name inside the object at the pointer.
 */
export function readJson(bytes: Uint8Array): ReadResult {
  const decoded = decodeUtf8(bytes);
  if (typeof decoded !== "string") return { locate: () => decoded, mistakes: [notUtf8(decoded, bytes)] };
  const text = decoded.startsWith(BOM) ? decoded.slice(1) : decoded;
  const lines = lineStarts(text);
  const position = (offset: number): Position => {
    let lo = 0;
    let hi = lines.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lines[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - lines[lo]! + 1 };
  };
  const { tree, mistakes, toOriginal } = checkSyntax(text);
  const syntax = mistakes.map((m) => ({
    ...position(m.offset),
    code: "json.syntax" as const,
    pointer: "",
    message: m.message,
    hint: m.hint,
  }));
  if (!tree) return { locate: () => ({ line: 1, column: 1 }), mistakes: syntax };
  // With syntax mistakes repaired for sure, the rest of the file is checked as well.
  const at = (offset: number) => position(toOriginal(offset));
  const locate: Locate = (pointer, key) => at(locateOffset(tree, pointer, key));
  return { data: getNodeValue(tree), locate, mistakes: [...syntax, ...duplicateKeys(tree, at)] };
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === "\n") starts.push(i + 1);
  return starts;
}

function locateOffset(root: Node, pointer: string, key?: string): number {
  let node = root;
  for (const token of pointerKeys(pointer)) {
    const next = child(node, token);
    if (!next) break; // the deepest existing ancestor is the best place to point at
    node = next;
  }
  if (key !== undefined) {
    const property = node.type === "object" ? node.children?.find((p) => p.children?.[0]?.value === key) : undefined;
    if (property) return property.children![0]!.offset;
  }
  return node.offset;
}

function child(node: Node, token: string): Node | undefined {
  if (node.type === "array") return node.children?.[Number(token)];
  if (node.type !== "object") return undefined;
  // The last property of a name is the one JSON.parse keeps.
  return node.children?.findLast((p) => p.children?.[0]?.value === token)?.children?.[1];
}

function duplicateKeys(root: Node, position: (offset: number) => Position): ReadMistake[] {
  const mistakes: ReadMistake[] = [];
  const visit = (node: Node, pointer: string) => {
    if (node.type === "array") node.children?.forEach((child, i) => visit(child, `${pointer}/${i}`));
    if (node.type !== "object") return;
    const seen = new Map<string, Node>();
    for (const property of node.children ?? []) {
      const [name, value] = property.children ?? [];
      if (!name) continue;
      const key = String(name.value);
      const first = seen.get(key);
      if (first)
        mistakes.push({
          ...position(name.offset),
          code: "json.duplicate-key",
          pointer: `${pointer}/${escapeToken(key)}`,
          message: `"${key}" appears twice here; the second would win`,
          hint: `keep one: the first "${key}" is on line ${position(first.offset).line}; delete the one you do not want`,
        });
      else seen.set(key, name);
      if (value) visit(value, `${pointer}/${escapeToken(key)}`);
    }
  };
  visit(root, "");
  return mistakes;
}

/** The text, or the offset of the first byte that is not valid UTF-8. */
function decodeUtf8(bytes: Uint8Array): string | Position {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    const bad = firstInvalidByte(bytes);
    const prefix = new TextDecoder().decode(bytes.subarray(0, bad)).replace(/^\uFEFF/, "");
    const lastNewline = prefix.lastIndexOf("\n");
    return { line: prefix.split("\n").length, column: prefix.length - lastNewline };
  }
}

function notUtf8(at: Position, bytes: Uint8Array): ReadMistake {
  const byte = bytes[firstInvalidByte(bytes)]!;
  // Windows-1252 (what Word and Notepad used to save) puts curly quotes and dashes at 0x91-0x97.
  const likely = byte >= 0x91 && byte <= 0x97 ? ", probably a curly quote or dash saved as Windows-1252" : "";
  return {
    ...at,
    code: "json.not-utf8",
    pointer: "",
    message: `is not saved as UTF-8: the character here (byte 0x${byte.toString(16).toUpperCase()}) is in another encoding${likely}`,
    hint: 'save the file with the encoding "UTF-8" (in VS Code: click the encoding in the status bar, "Save with Encoding", "UTF-8"), then check the characters at this point',
  };
}

function firstInvalidByte(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i]!;
    const extra =
      b < 0x80 ? 0 : b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
    if (extra < 0) return i;
    for (let k = 1; k <= extra; k++) if (((bytes[i + k] ?? 0) & 0xc0) !== 0x80) return i;
    i += extra + 1;
  }
  return bytes.length;
}
