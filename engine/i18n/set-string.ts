import { pointerKeys } from "../json-pointer.ts";

/**
 * Replaces the string at a JSON pointer in `root` (a copy the caller owns); a place that holds no
 * string is left as it is. No Node modules: the editor's Bangla preview uses it in the browser.
 */
export function setString(root: unknown, pointer: string, value: string): void {
  const keys = pointerKeys(pointer);
  const last = keys.pop();
  if (last === undefined) return;
  let node = root as Record<string, unknown> | undefined;
  for (const key of keys) node = node && typeof node === "object" ? (node[key] as Record<string, unknown>) : undefined;
  if (node && typeof node === "object" && typeof node[last] === "string") node[last] = value;
}
