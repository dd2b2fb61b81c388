import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../engine/paths.ts";

const eslint = new ESLint({ cwd: ROOT });

/** The boundaries errors ESLint reports for `code` as if it were the file `file`. */
async function violations(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((m) => m.ruleId === "boundaries/dependencies").map((m) => m.message);
}

// Imports run one way (app -> blocks -> components -> lib), and lint says so.
describe("import rules", () => {
  it("a component importing a block fails lint", async () => {
    const found = await violations(
      "src/components/Example.tsx",
      'import Faq from "../blocks/faq/index.tsx";\nexport const x = Faq;\n',
    );
    expect(found).toEqual([expect.stringContaining('from elements of type "components" to elements of type "block"')]);
  });

  it("a block importing another block, the app or the content engine fails lint", async () => {
    const code = [
      'import Steps from "../steps/index.tsx";',
      'import { PageRenderer } from "../../app/PageRenderer.tsx";',
      'import { pageData } from "../../../engine/page-data.server.ts";',
      "export const x = [Steps, PageRenderer, pageData];",
    ].join("\n");
    const found = await violations("src/blocks/faq/example.ts", code);
    expect(found).toHaveLength(3);
  });

  it("lib imports only lib", async () => {
    const found = await violations(
      "src/lib/example.ts",
      'import { Section } from "../components/Section.tsx";\nexport const x = Section;\n',
    );
    expect(found).toHaveLength(1);
  });

  it("the server never imports the site's code, and contracts import nothing of ours", async () => {
    const server = await violations(
      "server/example.ts",
      'import { SCHEMA_BASE } from "../engine/schemas.server.ts";\nexport const x = SCHEMA_BASE;\n',
    );
    expect(server).toEqual([expect.stringContaining('from elements of type "server" to elements of type "engine"')]);
    const contracts = await violations(
      "contracts/example.ts",
      'import { useSite } from "../src/lib/context.tsx";\nexport const x = useSite;\n',
    );
    expect(contracts).toHaveLength(1);
    // Both may use the contracts.
    const ok = 'import { SCHEMA_BASE } from "../contracts/schemas.ts";\nexport const x = SCHEMA_BASE;\n';
    expect(await violations("server/example.ts", ok)).toEqual([]);
  });

  it("the public server never imports the studio; the studio may use the server's store and the contracts", async () => {
    const server = await violations(
      "server/example.ts",
      'import { buildStudioApp } from "../studio/server/app.ts";\nexport const x = buildStudioApp;\n',
    );
    expect(server).toEqual([
      expect.stringContaining('from elements of type "server" to elements of type "studio-server"'),
    ]);
    const studio = [
      'import { openDatabase } from "../../server/db/sqlite.ts";',
      'import { SCHEMA_BASE } from "../../contracts/schemas.ts";',
      "export const x = [openDatabase, SCHEMA_BASE];",
    ].join("\n");
    expect(await violations("studio/server/example.ts", studio)).toEqual([]);
    // The studio is not part of the site: the build's engine does not import it either.
    const site = await violations(
      "engine/example.ts",
      'import { buildStudioApp } from "../studio/server/app.ts";\nexport const x = buildStudioApp;\n',
    );
    expect(site).toHaveLength(1);
  });

  // One room per process (docs/architecture.md): a browser bundle never takes in server code, the
  // editor never names the studio (the studio hands it its parts), and the public server takes in
  // neither.
  it.each([
    ["editor/client/example.ts", "../server/content.ts", "editor-client", "editor-server"],
    ["editor/client/example.ts", "../../studio/client/AccountBar.tsx", "editor-client", "studio-client"],
    ["studio/client/example.ts", "../server/app.ts", "studio-client", "studio-server"],
    ["studio/client/example.ts", "../../engine/load.server.ts", "studio-client", "engine"],
    ["editor/server/example.ts", "../../studio/server/app.ts", "editor-server", "studio-server"],
    ["editor/server/example.ts", "../client/api.ts", "editor-server", "editor-client"],
    ["server/example.ts", "../editor/server/content.ts", "server", "editor-server"],
    ["server/example.ts", "../editor/client/api.ts", "server", "editor-client"],
    ["engine/example.ts", "../editor/server/content.ts", "engine", "editor-server"],
    ["src/app/example.ts", "../../editor/client/api.ts", "app", "editor-client"],
    ["src/blocks/faq/example.ts", "../../../studio/client/AccountBar.tsx", "block", "studio-client"],
  ])("%s importing %s fails lint (%s -> %s)", async (file, target, from, to) => {
    const found = await violations(file, `import * as other from "${target}";\nexport const x = other;\n`);
    // A block's message names its captured name between the two types.
    expect(found).toEqual([
      expect.stringMatching(new RegExp(`from elements of type "${from}".* to elements of type "${to}"`)),
    ]);
  });

  it("each side may use what it runs on: the studio's client the editor's, the studio's server the editor's and the public server's", async () => {
    const ok: [string, string][] = [
      ["studio/client/example.ts", "../../editor/client/start.tsx"],
      ["studio/server/example.ts", "../../editor/server/content.ts"],
      ["studio/server/example.ts", "../../server/db/sqlite.ts"],
      ["studio/server/example.ts", "../../engine/load.server.ts"],
      ["editor/server/example.ts", "../../engine/load.server.ts"],
      ["editor/client/example.ts", "../../src/app/hydration.tsx"],
    ];
    for (const [file, target] of ok)
      expect(await violations(file, `import * as other from "${target}";\nexport const x = other;\n`)).toEqual([]);
  });

  it("Link and the router hooks come from react-router-dom, not react-router", async () => {
    const [result] = await eslint.lintText('import { Link } from "react-router";\nexport const x = Link;\n', {
      filePath: path.join(ROOT, "src/components/Example.tsx"),
    });
    expect(result!.messages.map((m) => m.ruleId)).toContain("no-restricted-imports");
  });

  it("a block may import its own files, components and lib", async () => {
    const code = [
      'import declaration from "./block.ts";',
      'import { Section } from "../../components/Section.tsx";',
      'import { useSite } from "../../lib/context.tsx";',
      "export const x = [declaration, Section, useSite];",
    ].join("\n");
    expect(await violations("src/blocks/faq/example.ts", code)).toEqual([]);
  });
});

// A cycle lets the load order decide what a module sees; lint refuses one anywhere in our code.
describe("no import cycles", () => {
  const cycles = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
    return result!.messages.filter((m) => m.ruleId === "import-x/no-cycle");
  };

  it("a module importing one that imports it back fails lint", async () => {
    // load.server.ts imports paths.ts: paths.ts importing the loader would close the circle.
    const code = 'import { loadSiteContent } from "./load.server.ts";\nexport const x = loadSiteContent;\n';
    expect(await cycles("engine/paths.ts", code)).toHaveLength(1);
    // The same file without that import is fine.
    expect(await cycles("engine/paths.ts", fs.readFileSync(path.join(ROOT, "engine/paths.ts"), "utf8"))).toEqual([]);
  });

  it("the content types are a model of their own: the cross-checks do not import the loader", () => {
    const imports = (file: string) =>
      [...fs.readFileSync(path.join(ROOT, "engine", file), "utf8").matchAll(/from "\.\/([^"]+)"/g)].map((m) => m[1]);
    expect(imports("cross-check.server.ts")).not.toContain("load.server.ts");
    for (const checker of ["load.server.ts", "cross-check.server.ts", "ajv-problems.ts", "schema-walk.ts"])
      expect(imports("model.ts")).not.toContain(checker);
  });

  it("the servers reach the databases only through the data layer: a driver imported elsewhere fails lint", async () => {
    const driverErrors = async (file: string, code: string) => {
      const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
      return result!.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
    };
    const sqlite = 'import Database from "better-sqlite3";\nexport const x = Database;\n';
    const postgres = 'import pg from "pg";\nexport const x = pg;\n';
    for (const file of ["server/contact/example.ts", "studio/server/example.ts"])
      for (const code of [sqlite, postgres])
        expect(await driverErrors(file, code)).toEqual([expect.stringContaining("through server/db")]);
    expect(await driverErrors("server/db/example.ts", sqlite)).toEqual([]);
    // A type handed through (a pool) may still be named.
    expect(
      await driverErrors("studio/server/example.ts", 'import type pg from "pg";\nexport type P = pg.Pool;\n'),
    ).toEqual([]);
  });
});
