import type { PageFile } from "./files.server.ts";
import type { LoadedCollections, ParsedPage, Problem } from "./model.ts";
import { anchorsRule } from "./rules/anchors.ts";
import { blocksRule } from "./rules/blocks.ts";
import { catalogueRule } from "./rules/catalogue.ts";
import { indexSite, type Rule, type RuleContext, type SiteIndex, type Target } from "./rules/context.ts";
import { exampleTextRule } from "./rules/example-text.ts";
import { headingsRule } from "./rules/headings.ts";
import { altTextRule, heroImageRule } from "./rules/image-words.ts";
import { imagesRule } from "./rules/images.ts";
import { linksRule } from "./rules/links.ts";
import { redirectsRule } from "./rules/redirects.ts";
import { referencesRule } from "./rules/references.ts";
import { repeatedCopyRule } from "./rules/repeated-copy.ts";
import { routesRule } from "./rules/routes.ts";
import { sectionIdsRule } from "./rules/section-ids.ts";
import type { SchemaSet } from "./schemas.server.ts";
import { walkWithSchema, type SchemaVisit } from "./schema-walk.ts";

export interface CrossCheckInput {
  root: string;
  /** Every page file that could be read, valid or not: a page with a mistake still has links to check. */
  pages: ParsedPage[];
  collections: LoadedCollections;
  /** Every page file with a usable name, read or not (a file claims its route even when it is broken). */
  allFiles: PageFile[];
  schemas: SchemaSet;
  /** 'pages/x.json#/sections/1/href' for values that already have a problem: not reported twice. */
  flagged: Set<string>;
}

/**
 * The checks that need more than one file, each a module of its own (engine/rules/). What a
 * value is (a link, a page route, an image) comes from its schema, whatever the property is
 * called, and every file is checked even when it has other problems.
 */
export const RULES: readonly Rule[] = [
  routesRule,
  linksRule,
  anchorsRule,
  imagesRule,
  altTextRule,
  heroImageRule,
  referencesRule,
  blocksRule,
  headingsRule,
  sectionIdsRule,
  repeatedCopyRule,
  exampleTextRule,
  redirectsRule,
  catalogueRule,
];

/** Runs the rules (all by default) over the files to check; `values` walks each file with its schema once. */
export function runRules(
  site: SiteIndex,
  check: Omit<RuleContext, "site" | "values">,
  rules: readonly Rule[] = RULES,
): Problem[] {
  const walked = new Map<object, SchemaVisit[]>();
  const values = ({ f, schemaFile }: Target) => {
    let found = walked.get(f);
    if (!found) {
      const list: SchemaVisit[] = [];
      walkWithSchema(site.schemas.source, schemaFile, f.data, (v) => list.push(v));
      walked.set(f, (found = list));
    }
    return found;
  };
  const ctx: RuleContext = { site, values, ...check };
  return rules.flatMap((rule) => rule(ctx));
}

/** Every cross-file problem of the whole site. */
export function crossCheck(input: CrossCheckInput): Problem[] {
  const { root, pages, collections, allFiles, schemas, flagged } = input;
  const site = indexSite({ root, schemas, pages, collections, allFiles });
  return runRules(site, { wholeSite: true, pages, collections, flagged });
}
