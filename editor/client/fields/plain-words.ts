/**
 * Schema descriptions are also the hover text of VS Code, where `true` and "string" are the words of
 * the file. The editor shows a tick box and a box per paragraph instead: its help says so.
 * ('Set to true to hide it.' -> 'Tick to hide it.'; 'one string per paragraph' -> 'one paragraph per box')
 */
const PLAIN: [RegExp, string][] = [
  [/\bSet to true\b/g, "Tick"],
  [/\bset to true\b/g, "ticked"],
  [/\bone string per (\w+)/g, "one $1 per box"],
  [/\btrue \/ false\b/g, "a tick or a cross"],
];

export const plainHelp = (description: string) =>
  PLAIN.reduce((text, [pattern, words]) => text.replace(pattern, words), description);
