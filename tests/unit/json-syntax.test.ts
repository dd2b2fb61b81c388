import { describe, expect, it } from "vitest";
import { readJson } from "../../engine/json-source.ts";

/** The mistakes found in a text, as 'line:column message | hint'. */
const mistakes = (text: string | Uint8Array) =>
  readJson(typeof text === "string" ? Buffer.from(text) : text).mistakes.map(
    (m) => `${m.line}:${m.column} ${m.message} | ${m.hint}`,
  );

/** Where `marker` stands in `text`, as 'line:column' (the position a person sees in the editor). */
function at(text: string, marker: string, nth = 0): string {
  let offset = -1;
  for (let i = 0; i <= nth; i++) offset = text.indexOf(marker, offset + 1);
  if (offset < 0) throw new Error(`${marker} not in text`);
  const before = text.slice(0, offset);
  return `${before.split("\n").length}:${offset - before.lastIndexOf("\n")}`;
}

describe("syntax mistakes are explained at the character that is wrong", () => {
  it("a trailing comma: at the comma itself, not at the bracket after it", () => {
    const text = '{\n  "items": [\n    "a",\n    "b",\n  ],\n  "x": 1\n}';
    expect(mistakes(text)).toEqual([
      `${at(text, ",", 1)} extra comma before the closing ] | delete this comma: the last item of a list, and the last field of a { } group, has no comma after it`,
    ]);
    expect(at(text, ",", 1)).toBe("4:8");
  });

  it("a trailing comma before a closing brace", () => {
    expect(mistakes('{\n  "a": 1,\n}')[0]).toMatch(/^2:9 extra comma before the closing \}/);
  });

  it("a missing comma: right after the value that needs one, naming the line", () => {
    const text = '{\n  "title": "About"\n  "text": "Hello"\n}';
    expect(mistakes(text)).toEqual([
      '2:19 a comma is missing after this value | add "," at the end of line 2: items of a list, and fields of a { } group, are separated by commas (after moving a section, check the comma between sections)',
    ]);
  });

  it("a missing comma between two sections moved next to each other", () => {
    const text = '{\n  "sections": [\n    { "type": "faq" }\n    { "type": "steps" }\n  ]\n}';
    expect(mistakes(text)[0]).toMatch(/^3:22 a comma is missing after this value/);
  });

  it("a field name without quotes", () => {
    expect(mistakes("{\n  items: []\n}")).toEqual(['2:3 the field name items needs double quotes | write "items"']);
  });

  it("True, False and None from other languages", () => {
    expect(mistakes('{\n  "a": True,\n  "b": False,\n  "c": None\n}')).toEqual([
      "2:8 True is not a value JSON knows | write true in lower case, without quotes",
      "3:8 False is not a value JSON knows | write false in lower case, without quotes",
      "4:8 None is not a value JSON knows | write null in lower case, or leave the field out",
    ]);
  });

  it("comments", () => {
    expect(mistakes('{\n  // the hero\n  "a": 1 /* note */\n}')).toEqual([
      '2:3 comments are not allowed in page and content files | delete the comment (from "//" to the end of the line, or "/* ... */"); to keep a section in the file without showing it, use "hidden": true',
      '3:10 comments are not allowed in page and content files | delete the comment (from "//" to the end of the line, or "/* ... */"); to keep a section in the file without showing it, use "hidden": true',
    ]);
  });

  it("curly quotes pasted from a word processor", () => {
    const text = '{\n  "title": “Our people”,\n  “text”: "x"\n}';
    expect(mistakes(text)).toEqual([
      `${at(text, "“")} curly quote “ where a straight double quote belongs | use straight quotes " (curly quotes come from pasting out of a word processor; type " again here)`,
      `${at(text, "“", 1)} curly quote “ where a straight double quote belongs | use straight quotes " (curly quotes come from pasting out of a word processor; type " again here)`,
    ]);
  });

  it("curly quotes inside text are fine", () => {
    expect(mistakes('{ "a": "He said “hello”" }')).toEqual([]);
  });

  it("single quotes", () => {
    expect(mistakes("{\n  'title': 'x'\n}")[0]).toBe(
      '2:3 text in single quotes | use double quotes " around text and field names, e.g. "title"',
    );
  });

  it("a list that is never closed: at its opening bracket, with where to close it", () => {
    expect(mistakes('{\n  "items": ["a", "b"\n}')).toEqual([
      "2:12 this [ is never closed | add ] after the list's last item, before the } on line 3",
    ]);
  });

  it("a file that ends too early", () => {
    expect(mistakes('{\n  "a": 1\n')).toEqual([
      "1:1 this { is never closed | add } at the end of the { } group (the file ends before it is closed)",
    ]);
  });

  it("text without its closing quote", () => {
    expect(mistakes('{\n  "a": "abc\n}')[0]).toMatch(/^2:8 this text has no closing double quote \| add "/);
  });

  it("a missing colon", () => {
    expect(mistakes('{\n  "title" "x"\n}')[0]).toBe(
      '2:10 a colon is missing after this field name | write the name, a colon, then the value, e.g. "title": ...',
    );
  });

  it("reports every mistake of a file in one run, each at its own place", () => {
    const text = '{\n  "a": True,\n  "b": [1, 2,],\n  // note\n  "c": “x”\n  "d": 1\n}';
    expect(mistakes(text).map((m) => m.split(" ").slice(0, 3).join(" "))).toEqual([
      "2:8 True is",
      "3:13 extra comma",
      "4:3 comments are",
      "5:8 curly quote",
      "5:11 a comma",
    ]);
  });

  it("never names parser tokens", () => {
    for (const text of ['{"a": 1,}', "{a: 1}", '{"a" 1}', '{"a": [1}', "{'a': 1}", '{"a": tru}', '{"a": 01}'])
      for (const m of mistakes(text)) expect(m).not.toMatch(/token|RBracket|Expected|Symbol|undefined/);
  });
});

describe("what editors save is read as written", () => {
  it("a UTF-8 byte-order mark is accepted and does not shift columns", () => {
    const result = readJson(Buffer.from('\uFEFF{\n  "a": 1\n}'));
    expect(result.mistakes).toEqual([]);
    expect(result.data).toEqual({ a: 1 });
    expect(result.locate("/a")).toEqual({ line: 2, column: 8 });
  });

  it("Windows line endings are accepted, with the same positions", () => {
    const result = readJson(Buffer.from('{\r\n  "a": 1,\r\n  "b": [2]\r\n}\r\n'));
    expect(result.mistakes).toEqual([]);
    expect(result.locate("/b/0")).toEqual({ line: 3, column: 9 });
    expect(mistakes('{\r\n  "a": 1,\r\n}')[0]).toMatch(/^2:9 extra comma/);
  });

  it("a file saved as Windows-1252 is an error that says so, at the first such character", () => {
    const bytes = Buffer.concat([Buffer.from('{\n  "text": "The '), Buffer.from([0x93]), Buffer.from('people"\n}')]);
    expect(mistakes(bytes)).toEqual([
      '2:16 is not saved as UTF-8: the character here (byte 0x93) is in another encoding, probably a curly quote or dash saved as Windows-1252 | save the file with the encoding "UTF-8" (in VS Code: click the encoding in the status bar, "Save with Encoding", "UTF-8"), then check the characters at this point',
    ]);
  });
});

describe("a key written twice", () => {
  it("is an error at the second one, naming the line of the first", () => {
    const text = '{\n  "items": [1],\n  "title": "x",\n  "items": [2]\n}';
    const result = readJson(Buffer.from(text));
    expect(result.mistakes).toEqual([
      {
        code: "json.duplicate-key",
        line: 4,
        column: 3,
        pointer: "/items",
        message: '"items" appears twice here; the second would win',
        hint: 'keep one: the first "items" is on line 2; delete the one you do not want',
      },
    ]);
  });

  it("is found in nested objects too", () => {
    const result = readJson(Buffer.from('{ "sections": [ { "type": "faq", "type": "steps" } ] }'));
    expect(result.mistakes.map((m) => m.pointer)).toEqual(["/sections/0/type"]);
  });
});

describe("positions of values", () => {
  it("locates a value, a key, and the deepest existing parent of a missing path", () => {
    const result = readJson(Buffer.from('{\n  "sections": [\n    { "heading": "x" }\n  ]\n}'));
    expect(result.locate("/sections/0/heading")).toEqual({ line: 3, column: 18 });
    expect(result.locate("/sections/0", "heading")).toEqual({ line: 3, column: 7 });
    expect(result.locate("/sections/0/items/4")).toEqual({ line: 3, column: 5 });
  });
});
