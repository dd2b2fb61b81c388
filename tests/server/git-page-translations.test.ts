/**
 * In the studio (its git store) a page's Bangla edition moves and goes with the page in the same
 * commit: the history never holds a page without its edition, or an edition without its page; and
 * never through a link planted in the checkout.
 */
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { CONTENT_FOLDERS, ROOT } from "../../engine/paths.ts";
import type { EditorContext } from "../../editor/server/handlers/context.ts";
import { handle } from "../../editor/server/handlers/handle.ts";
import { SiteCache } from "../../editor/server/handlers/site-cache.ts";
import { GitStore } from "../../editor/server/store/git-store.ts";
import { versionOf } from "../../editor/server/version.ts";
import { tempDir } from "./contact-helper.ts";
import { git } from "./git-helper.ts";

let site: string;
let ctx: EditorContext;

beforeAll(() => {
  site = tempDir("nexaforge-git-translations-");
  for (const dir of [...CONTENT_FOLDERS, "schema"])
    fs.cpSync(path.join(ROOT, dir), path.join(site, dir), { recursive: true });
  fs.symlinkSync(path.join(ROOT, "public"), path.join(site, "public"));
  git(site, "init", "-q", "-b", "main");
  git(site, "add", "-A");
  git(site, "commit", "-q", "-m", "The site");
  ctx = {
    store: new GitStore(site),
    cache: new SiteCache(site),
    author: { name: "Ana Rahman", email: "ana@example.com" },
    log: () => undefined,
    failureHint: "the log says why.",
  };
});

const version = (rel: string) => versionOf(fs.readFileSync(path.join(site, rel)));
const lastCommit = () =>
  git(site, "show", "--name-status", "--no-renames", "--format=%s", "HEAD").split("\n").filter(Boolean);

describe("a page's Bangla edition in the studio's history", () => {
  it("moves in the commit that moves the page", async () => {
    const res = await handle(
      "rename",
      { file: "digital-forge.json", version: version("pages/digital-forge.json"), route: "/forge" },
      ctx,
    );
    expect(res.status, String(res.body.message)).toBe(200);
    const [subject, ...files] = lastCommit();
    expect(subject).toBe("Moved the page /digital-forge to /forge, with every link to it and a redirect");
    expect(files).toEqual(
      expect.arrayContaining([
        "D\ti18n/bn/pages/digital-forge.json",
        "A\ti18n/bn/pages/forge.json",
        "D\tpages/digital-forge.json",
        "A\tpages/forge.json",
      ]),
    );
  }, 60_000);

  it("is made in the commit that makes the page, and deleted in the one that deletes it", async () => {
    const title = "Spring offer";
    const page = {
      $schema: "../schema/page.schema.json",
      meta: { title, description: "A short offer for new clients of Nexaforge in Dhaka, for this spring only." },
      sections: [{ type: "pageHero", title, breadcrumb: [{ label: "Home", href: "/" }, { label: title }] }],
    };
    const made = await handle("save", { file: "spring.json", version: null, page }, ctx);
    expect(made.status, String(made.body.message ?? JSON.stringify(made.body.problems))).toBe(200);
    expect(lastCommit()).toEqual([
      "Spring offer: created the page",
      "A\ti18n/bn/pages/spring.json",
      "A\tpages/spring.json",
    ]);
    const res = await handle("delete", { file: "spring.json", version: version("pages/spring.json") }, ctx);
    expect(res.status, String(res.body.message)).toBe(200);
    expect(lastCommit()).toEqual(["Deleted the page /spring", "D\ti18n/bn/pages/spring.json", "D\tpages/spring.json"]);
    expect(git(site, "status", "--porcelain")).toBe("");
  }, 60_000);

  it("is not written through a folder of i18n/bn/pages/ linked outside the checkout: refused, nothing committed", async () => {
    const outside = tempDir("nexaforge-git-translations-out-");
    const link = path.join(site, "i18n", "bn", "pages", "careers");
    fs.symlinkSync(outside, link);
    try {
      const head = git(site, "rev-parse", "HEAD");
      const title = "Open roles";
      const page = {
        $schema: "../../schema/page.schema.json",
        meta: {
          title,
          description: "Roles open at Nexaforge in Dhaka for developers, designers and marketers this year.",
        },
        sections: [{ type: "pageHero", title, breadcrumb: [{ label: "Home", href: "/" }, { label: title }] }],
      };
      const res = await handle("save", { file: "careers/open-roles.json", version: null, page }, ctx);
      expect(res.status, String(res.body.message)).toBe(400);
      expect(res.body.message).toMatch(/^The translation the editor needs here is a link/);
      expect(fs.readdirSync(outside)).toEqual([]);
      expect(git(site, "rev-parse", "HEAD")).toBe(head);
      expect(fs.existsSync(path.join(site, "pages", "careers"))).toBe(false);
    } finally {
      fs.rmSync(link);
      fs.rmSync(outside, { recursive: true, force: true });
    }
  }, 60_000);
});
