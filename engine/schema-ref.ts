/**
 * The one "$ref" resolver: the validator's walk over the data (schema-walk.ts), its messages
 * (schemas.server.ts) and the editor's field generator (editor/client/fields/spec.ts) all follow
 * references here, so that they agree on what a reference means. Files are named relative to
 * schema/ ('generated/blocks/faq.schema.json'), and a relative "$ref" resolves against the file
 * that holds it, as ajv resolves it. No Node modules: the editor runs this in the browser.
 */

import { unescapeToken } from "./json-pointer.ts";

/** A schema file's root node by its path relative to schema/. */
export type SchemaFileSource<N> = (file: string) => N | undefined;

/** One "$ref" followed: the node that held it, and the file and fragment ('#/definitions/link') it names. */
export interface RefHop<N> {
  from: N;
  file: string;
  hash: string;
}

export interface ResolvedRef<N> {
  /** The node at the end of the references (the node itself when it has none). */
  node: N;
  /** The file that node lives in. */
  file: string;
  /** Each reference followed, outermost first. */
  hops: RefHop<N>[];
  /** True when a reference names nothing: `node` is then the node holding it. */
  broken: boolean;
}

/** Any base will do: only the path and fragment of the resolved address are used. */
const BASE = "https://schema.invalid/";

/** Where a "$ref" written in `file` points: '../defs.schema.json#/definitions/link' in 'blocks/faq.schema.json' -> 'defs.schema.json', '#/definitions/link'. */
export function refTarget(ref: string, file: string): { file: string; hash: string } {
  const url = new URL(ref, BASE + file);
  return { file: decodeURIComponent(url.pathname.slice(1)), hash: url.hash };
}

/** The node at a JSON pointer fragment ('#/definitions/link', '' for the root) inside a schema. */
export function nodeAtFragment(root: unknown, hash: string): unknown {
  let node = root;
  for (const token of hash.replace(/^#\/?/, "").split("/").filter(Boolean))
    node = node && typeof node === "object" ? (node as Record<string, unknown>)[unescapeToken(token)] : undefined;
  return node;
}

/** Follows a node's "$ref"s (at most `maxHops`, against a cycle) to the node they end at. */
export function resolveRef<N extends { $ref?: unknown }>(
  source: SchemaFileSource<N>,
  node: N,
  file: string,
  maxHops = 20,
): ResolvedRef<N> {
  const hops: RefHop<N>[] = [];
  while (typeof node.$ref === "string" && hops.length <= maxHops) {
    const target = refTarget(node.$ref, file);
    const next = nodeAtFragment(source(target.file), target.hash);
    if (!next || typeof next !== "object") return { node, file, hops, broken: true };
    hops.push({ from: node, ...target });
    node = next as N;
    file = target.file;
  }
  return { node, file, hops, broken: false };
}

/**
 * The node a "$ref" ends at with the referring nodes' own keywords on top (a property's title
 * over its definition's), where it lives, and the fragment of the last reference.
 */
export function resolveMerged<N extends { $ref?: unknown }>(
  source: SchemaFileSource<N>,
  node: N,
  file: string,
): { node: N; file: string; hash?: string } {
  const resolved = resolveRef(source, node, file);
  let merged = resolved.node;
  for (const hop of [...resolved.hops].reverse()) {
    const own: Record<string, unknown> = { ...hop.from };
    delete own.$ref;
    merged = { ...merged, ...own } as N;
  }
  const last = resolved.hops.at(-1);
  return { node: merged, file: resolved.file, ...(last ? { hash: last.hash } : {}) };
}
