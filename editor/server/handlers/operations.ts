import path from "node:path";
import type { EditorRequests } from "../../../contracts/editor-requests.ts";
import { readContent, saveContent } from "../content.ts";
import { uploadImage } from "../images.ts";
import { deletePage, renamePage } from "../page-moves.ts";
import { duplicatePage, newPage, readPage, savePage } from "../pages.ts";
import { readTranslationFile, saveTranslation } from "../translation.ts";
import type { EditorContext } from "./context.ts";

/** One of the editor's operations, whatever host and transport bring its input. */
export interface Operation<I> {
  /** How a host passes the input: a GET's query, a POST's JSON body, or a POST's bytes (a picture, its name in the query). */
  via: "query" | "body" | "bytes";
  /** It may write: the site cache is read again after it, whatever it wrote. */
  writes: boolean;
  /** The status a result answers with: 200 unless said (422 for a save refused by its problems). */
  status?: (result: unknown) => number;
  run: (input: I, ctx: EditorContext, bytes?: Buffer) => Promise<unknown>;
}

type Operations = { [N in keyof EditorRequests]: Operation<EditorRequests[N]> };

/** A save answers 422 with the problems that kept it from being written. */
const refusedByProblems = (result: unknown) =>
  result && typeof result === "object" && "problems" in result ? 422 : 200;

const pagesDir = (ctx: EditorContext) => path.join(ctx.store.root, "pages");

/** Every operation of the editor, by the name its request uses ('/_editor/api/save' -> 'save'). */
export const OPERATIONS: Operations = {
  // What reads the whole site runs as ctx.cache.work (site-work.ts): in a host, off its event loop.
  // Each page with what is left of its Bangla ("2 not translated, 1 behind"), shown in the list.
  pages: { via: "query", writes: false, run: async (_, ctx) => ({ pages: await ctx.cache.work.pages() }) },
  page: { via: "query", writes: false, run: async ({ file }, ctx) => readPage(ctx.store, file) },
  links: { via: "query", writes: false, run: ({ file }, ctx) => ctx.cache.work.links(file) },
  site: { via: "query", writes: false, run: ({ locale }, ctx) => ctx.cache.work.facts(locale) },
  content: { via: "query", writes: false, run: async ({ name }, ctx) => readContent(ctx.store, name) },
  check: {
    via: "body",
    writes: false,
    run: async ({ file, page }, ctx) => ({ problems: (await ctx.cache.work.check(file, page)).problems }),
  },
  save: {
    via: "body",
    writes: true,
    status: refusedByProblems,
    run: ({ file, version, page, copyOf }, ctx) =>
      savePage(ctx.store.root, pagesDir(ctx), file, version, page, ctx.store, ctx.author, copyOf, () =>
        ctx.cache.work.checkWhole(file, page),
      ),
  },
  new: { via: "body", writes: true, run: async ({ route }, ctx) => newPage(ctx.store, route) },
  duplicate: { via: "body", writes: true, run: async ({ route, page }, ctx) => duplicatePage(ctx.store, route, page) },
  delete: {
    via: "body",
    writes: true,
    run: ({ file, version }, ctx) =>
      deletePage(ctx.store, file, version, ctx.author, (page) => ctx.cache.work.links(page)),
  },
  rename: {
    via: "body",
    writes: true,
    run: ({ file, version, route }, ctx) =>
      renamePage(ctx.store, file, version, route, ctx.author, () =>
        ctx.cache.work.planMove(file, version, route, ctx.author),
      ),
  },
  "content-check": {
    via: "body",
    writes: false,
    run: async ({ name, content }, ctx) => ({
      problems: (await ctx.cache.work.contentCheck(name, content)).problems,
    }),
  },
  "content-save": {
    via: "body",
    writes: true,
    status: refusedByProblems,
    run: ({ name, version, content }, ctx) =>
      saveContent(ctx.store, name, version, content, ctx.author, () => ctx.cache.work.contentCheckWhole(name, content)),
  },
  translation: { via: "query", writes: false, run: async (input, ctx) => readTranslationFile(ctx.store, input) },
  "translation-save": {
    via: "body",
    writes: true,
    status: refusedByProblems,
    run: (input, ctx) => saveTranslation(ctx.store, input, ctx.author),
  },
  image: {
    via: "bytes",
    writes: true,
    status: () => 201,
    run: ({ name }, ctx, bytes) => uploadImage(ctx, bytes ?? Buffer.alloc(0), name),
  },
};
