import fs from "node:fs";
import path from "node:path";
import svgToDataUri from "mini-svg-data-uri";
import { declarations } from "../src/generated/block-declarations.ts";
import type { AnyBlockDeclaration, Block, BlockType, PrepareContext } from "../src/lib/blocks.ts";
import { PUBLIC_DIR } from "./paths.ts";
import { walkWithSchema } from "./schema-walk.ts";
import type { SchemaSet } from "./schemas.server.ts";

/** A block's declaration (src/blocks/<type>/block.ts), with its functions typed for any block. */
export function declarationOf(type: string): AnyBlockDeclaration | undefined {
  return (declarations as Record<string, AnyBlockDeclaration>)[type];
}

/** Calls a declared function of the block, whatever its type. */
export function callDeclared<
  K extends "pageHeading" | "prepare" | "check" | "structuredData" | "shows",
  A extends unknown[],
>(block: Block, key: K, ...args: A): unknown {
  const fn = declarationOf(block.type)?.[key] as ((block: Block, ...args: A) => unknown) | undefined;
  return fn?.(block, ...args);
}

export interface FoundBlock {
  /** JSON pointer of the block in the page file: '/sections/2', or '/sections/0/form' for a nested one. */
  pointer: string;
  type: BlockType;
  block: Block;
}

/** Every block in a page's data, sections and blocks nested in them alike, found by the schema. */
export function blocksIn(schemas: SchemaSet, page: unknown): FoundBlock[] {
  const found: FoundBlock[] = [];
  walkWithSchema(schemas.source, "page.schema.json", page, ({ pointer, value, block }) => {
    if (block && value && typeof value === "object")
      found.push({ pointer, type: block as BlockType, block: value as Block });
  });
  return found;
}

/** What a block's build-time data step may use: small SVGs under public/ as data: URIs. */
export const prepareContext: PrepareContext = {
  inlineSvg(src, maxBytes) {
    const file = path.join(PUBLIC_DIR, src);
    if (!file.startsWith(PUBLIC_DIR + path.sep) || !fs.existsSync(file) || fs.statSync(file).size > maxBytes)
      return undefined;
    // toSrcset: spaces as %20. The shorter form keeps them, which CSS url() takes but an <img src> may
    // not (the URL standard has no spaces in a URL; the HTML checker refuses it).
    return svgToDataUri.toSrcset(fs.readFileSync(file, "utf8").trim());
  },
};
