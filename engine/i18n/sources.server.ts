import fs from "node:fs";
import path from "node:path";
import { linkOnTheWay } from "../site-links.server.ts";
import { COLLECTIONS, listPageFiles } from "../files.server.ts";
import { readJson } from "../json-source.ts";
import { schemas } from "../load.server.ts";
import { translatableFields, type TranslatableField } from "./translatable.ts";

/** An English file that has translations: a page or a content file, and the schema that reads it. */
export interface TranslationSource {
  /** Relative to the site's folder: 'pages/about.json', 'content/services.json'. */
  file: string;
  schemaFile: string;
}

/** Every file a translation can translate: each page file, then each content file. */
export function translationSources(root: string): TranslationSource[] {
  return [
    ...listPageFiles(path.join(root, "pages")).map(({ file }) => ({
      file: `pages/${file}`,
      schemaFile: "page.schema.json",
    })),
    ...COLLECTIONS.map((name) => ({ file: `content/${name}.json`, schemaFile: `${name}.schema.json` })),
  ];
}

/** The schema of an English file by its path: 'pages/x.json' -> the page schema, 'content/site.json' -> site's. */
export function sourceSchemaOf(file: string): string | undefined {
  if (/^pages\/.+\.json$/.test(file)) return "page.schema.json";
  const name = /^content\/([a-z]+)\.json$/.exec(file)?.[1];
  return name && (COLLECTIONS as readonly string[]).includes(name) ? `${name}.schema.json` : undefined;
}

/** The words of an English file to translate, read from disk; undefined if it cannot be read. */
export function fieldsOfFile(root: string, source: TranslationSource): TranslatableField[] | undefined {
  const abs = path.join(root, source.file);
  if (!fs.existsSync(abs) || linkOnTheWay(root, abs)) return undefined;
  const data = readJson(fs.readFileSync(abs)).data;
  return data === undefined ? undefined : translatableFields(schemas().source, source.schemaFile, data);
}
