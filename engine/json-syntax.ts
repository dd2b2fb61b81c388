import { parseTree, printParseErrorCode, type Node } from "jsonc-parser";

/** A syntax mistake at an offset of the original text, in words for the person who made it. */
export interface SyntaxMistake {
  offset: number;
  message: string;
  hint: string;
}

/** One change to the text: `del` characters at `at` replaced by `ins`. */
interface Edit {
  at: number;
  del: number;
  ins: string;
}

/** A mistake with the change that repairs it; `guess` when the repair may not be what was meant. */
type Diagnosis = SyntaxMistake & { repair?: Edit[]; guess?: true };

export interface SyntaxCheck {
  mistakes: SyntaxMistake[];
  /**
   * The parse tree of the text with every mistake repaired, when each repair is certain (a comma
   * removed or added, a quote straightened, a comment removed...): the rest of the file can then be
   * checked too, so one run shows every problem. Offsets in it are those of the repaired text.
   */
  tree?: Node;
  /** Maps an offset of the repaired text back to the text as written. */
  toOriginal: (offset: number) => number;
}

const CURLY_DOUBLE = "“”„‟″«»";
const CURLY_SINGLE = "‘’‚‛′";
/** Words people type for true, false and null in other languages (Python, JavaScript, spreadsheets). */
const KEYWORDS: Record<string, string> = {
  true: "true",
  false: "false",
  null: "null",
  none: "null",
  nil: "null",
  undefined: "null",
  yes: "true",
  no: "false",
};

/**
 * Finds every syntax mistake in JSON text, not just the first: each mistake is explained, then
 * repaired in a copy of the text (a trailing comma removed, a missing comma added, a curly quote
 * straightened...) and the copy parsed again, so the next mistake is found where it really is,
 * not as an echo of the first. Stops at a mistake it cannot repair with confidence.
 * Returns the parse tree when the text is valid.
 */
export function checkSyntax(original: string): SyntaxCheck {
  let text = original;
  const edits: Edit[] = [];
  const mistakes: SyntaxMistake[] = [];
  let certain = true;
  const back = (offset: number) => toOriginal(offset, edits);
  for (let pass = 0; pass < 100; pass++) {
    const errors: { error: number; offset: number; length: number }[] = [];
    const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
    const first = errors[0];
    if (!first) return { mistakes, toOriginal: back, ...(certain && tree ? { tree } : {}) };
    const found = diagnose(text, printParseErrorCode(first.error), first.offset, first.length);
    mistakes.push({ offset: back(found.offset), message: found.message, hint: found.hint });
    if (!found.repair) break;
    if (found.guess) certain = false;
    for (const edit of found.repair) {
      text = text.slice(0, edit.at) + edit.ins + text.slice(edit.at + edit.del);
      edits.push(edit);
    }
  }
  return { mistakes, toOriginal: back };
}

/** Maps an offset in the repaired text back to the text the person wrote. */
function toOriginal(offset: number, edits: Edit[]): number {
  let o = offset;
  for (let i = edits.length - 1; i >= 0; i--) {
    const { at, del, ins } = edits[i]!;
    if (o >= at + ins.length) o += del - ins.length;
    else if (o > at) o = at;
  }
  return o;
}

/** The offset of the last non-space character before `offset`, or -1. */
function previousChar(text: string, offset: number): number {
  let i = offset - 1;
  while (i >= 0 && /\s/.test(text[i]!)) i--;
  return i;
}

function lineEnd(text: string, from: number): number {
  const nl = text.indexOf("\n", from);
  const end = nl === -1 ? text.length : nl;
  return text[end - 1] === "\r" ? end - 1 : end;
}

function diagnose(text: string, code: string, offset: number, length: number): Diagnosis {
  const token = text.slice(offset, offset + length);
  const before = previousChar(text, offset);
  switch (code) {
    case "ValueExpected":
    case "PropertyNameExpected":
      if ((token === "]" || token === "}") && text[before] === ",")
        return {
          offset: before,
          message: `extra comma before the closing ${token}`,
          hint: "delete this comma: the last item of a list, and the last field of a { } group, has no comma after it",
          repair: [{ at: before, del: 1, ins: " " }],
        };
      if (code === "PropertyNameExpected" && /^[A-Za-z_$]/.test(token)) return unquoted(text, offset, token);
      if (token === ",")
        return {
          offset,
          message: "two commas in a row, or a comma with nothing before it",
          hint: "delete this comma",
          repair: [{ at: offset, del: 1, ins: " " }],
        };
      return code === "ValueExpected"
        ? {
            offset,
            message: "a value is missing here",
            hint: 'write the value after the colon, e.g. "text", 12, true or [ ]',
          }
        : {
            offset,
            message: "a field name is missing here",
            hint: 'write the name in double quotes, then a colon: "title": ...',
          };
    case "CommaExpected":
      if (token === "]" || token === "}") return unclosed(text, offset);
      return {
        offset: before + 1,
        message: "a comma is missing after this value",
        hint: `add "," at the end of line ${lineOf(text, before)}: items of a list, and fields of a { } group, are separated by commas (after moving a section, check the comma between sections)`,
        repair: [{ at: before + 1, del: 0, ins: "," }],
      };
    case "CloseBraceExpected":
    case "CloseBracketExpected":
      return unclosed(text, offset);
    case "ColonExpected":
      return {
        offset: before + 1,
        message: "a colon is missing after this field name",
        hint: `write the name, a colon, then the value, e.g. ${text.slice(textStart(text, before), before + 1)}: ...`,
        repair: [{ at: before + 1, del: 0, ins: ":" }],
      };
    case "InvalidCommentToken":
    case "UnexpectedEndOfComment":
      return {
        offset,
        message: "comments are not allowed in page and content files",
        hint: 'delete the comment (from "//" to the end of the line, or "/* ... */"); to keep a section in the file without showing it, use "hidden": true',
        repair: [{ at: offset, del: length, ins: token.replace(/[^\r\n]/g, " ") }],
      };
    case "UnexpectedEndOfString": {
      const end = lineEnd(text, offset);
      return {
        offset,
        message: "this text has no closing double quote",
        hint: 'add " at the end of the text; text cannot run on to the next line (write \\n for a line break)',
        repair: [{ at: end, del: 0, ins: '"' }],
        guess: true,
      };
    }
    case "InvalidEscapeCharacter":
    case "InvalidUnicode":
      return {
        offset,
        message: "a backslash \\ starts a code that JSON does not know",
        hint: 'write \\\\ for a backslash, \\" for a double quote inside text, \\n for a line break',
      };
    case "InvalidCharacter":
      return {
        offset,
        message: "a tab or other control character inside text",
        hint: "replace it with a space (or \\n for a line break)",
        repair: [{ at: offset, del: 1, ins: " " }],
      };
    case "InvalidNumberFormat":
      return {
        offset,
        message: `${JSON.stringify(token)} is not a number JSON can read`,
        hint: "write whole numbers without leading zeros (7, not 07) and decimals with digits on both sides of the point (0.5)",
      };
    case "EndOfFileExpected":
      return {
        offset,
        message: "more text after the end of the file",
        hint: "the file must end with the } that closes its first {; look for an extra } or ] just before this point",
      };
    case "InvalidSymbol":
      return invalidSymbol(text, offset, token);
    default:
      return {
        offset,
        message: "this file is not valid JSON from here",
        hint: "look for a missing or extra comma, quote or bracket at or just before this point",
      };
  }
}

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (text[i] === "\n") line++;
  return line;
}

/** Start of the quoted text that ends at `end` (for quoting a field name back in a hint). */
function textStart(text: string, end: number): number {
  if (text[end] !== '"') return end;
  let i = end - 1;
  while (i >= 0 && !(text[i] === '"' && text[i - 1] !== "\\")) i--;
  return Math.max(i, 0);
}

function invalidSymbol(text: string, offset: number, token: string): Diagnosis {
  const first = token[0] ?? "";
  if (CURLY_DOUBLE.includes(first) || CURLY_SINGLE.includes(first) || first === "'") {
    const closers = first === "'" ? "'" : CURLY_DOUBLE.includes(first) ? CURLY_DOUBLE : CURLY_SINGLE + "'";
    let close = offset + 1;
    const end = lineEnd(text, offset);
    while (close < end && !closers.includes(text[close]!)) close++;
    const repair: Edit[] = [{ at: offset, del: 1, ins: '"' }];
    const closed = close < end;
    if (closed) repair.push({ at: close, del: 1, ins: '"' });
    return first === "'"
      ? {
          offset,
          message: "text in single quotes",
          hint: 'use double quotes " around text and field names, e.g. "title"',
          repair,
        }
      : {
          offset,
          message: `curly quote ${first} where a straight double quote belongs`,
          hint: 'use straight quotes " (curly quotes come from pasting out of a word processor; type " again here)',
          repair,
        };
  }
  const word = /^[A-Za-z_$][\w$]*/.exec(token)?.[0];
  if (word) {
    const after = text.slice(offset + word.length).match(/^\s*(.)/)?.[1];
    if (after === ":") return unquoted(text, offset, word);
    const keyword = KEYWORDS[word.toLowerCase()];
    if (keyword)
      return {
        offset,
        message: `${word} is not a value JSON knows`,
        hint:
          keyword === "null"
            ? "write null in lower case, or leave the field out"
            : `write ${keyword} in lower case, without quotes`,
        repair: [{ at: offset, del: word.length, ins: keyword.padEnd(word.length, " ") }],
      };
    return {
      offset,
      message: `the text ${word} needs double quotes`,
      hint: `write "${word}"; only numbers, true, false and null go without quotes`,
      repair: [
        { at: offset + word.length, del: 0, ins: '"' },
        { at: offset, del: 0, ins: '"' },
      ],
    };
  }
  return {
    offset,
    message: `the character ${JSON.stringify(first)} cannot stand here`,
    hint: "text belongs inside double quotes; outside them only { } [ ] , : numbers, true, false and null are allowed",
  };
}

function unquoted(text: string, offset: number, word: string): Diagnosis {
  const name = /^[A-Za-z_$][\w$-]*/.exec(text.slice(offset))?.[0] ?? word;
  return {
    offset,
    message: `the field name ${name} needs double quotes`,
    hint: `write "${name}"`,
    repair: [
      { at: offset + name.length, del: 0, ins: '"' },
      { at: offset, del: 0, ins: '"' },
    ],
  };
}

/** A list or group that is never closed: points at its opening bracket, and says where to close it. */
function unclosed(text: string, offset: number): Diagnosis {
  const stack: number[] = [];
  let inString = false;
  for (let i = 0; i < offset; i++) {
    const c = text[i]!;
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{" || c === "[") stack.push(i);
    else if (c === "}" || c === "]") stack.pop();
  }
  const open = stack.pop();
  if (open === undefined)
    return {
      offset,
      message: "a closing bracket without an opening one",
      hint: "delete it, or add the opening bracket it belongs to",
    };
  const closer = text[open] === "[" ? "]" : "}";
  const what = closer === "]" ? "list" : "{ } group";
  const atEnd = offset >= text.trimEnd().length;
  return {
    offset: open,
    message: `this ${text[open]} is never closed`,
    hint: atEnd
      ? `add ${closer} at the end of the ${what} (the file ends before it is closed)`
      : `add ${closer} after the ${what}'s last item, before the ${text[offset]} on line ${lineOf(text, offset)}`,
    repair: [{ at: previousChar(text, offset) + 1, del: 0, ins: closer }],
    guess: true,
  };
}
