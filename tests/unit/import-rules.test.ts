import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../src/content/paths.ts";

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
      'import { pageData } from "../../content/page-data.server.ts";',
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
      'import { SCHEMA_BASE } from "../src/content/schemas.server.ts";\nexport const x = SCHEMA_BASE;\n',
    );
    expect(server).toEqual([expect.stringContaining('from elements of type "server" to elements of type "content"')]);
    const contracts = await violations(
      "contracts/example.ts",
      'import { useSite } from "../src/lib/context.tsx";\nexport const x = useSite;\n',
    );
    expect(contracts).toHaveLength(1);
    // Both may use the contracts.
    const ok = 'import { SCHEMA_BASE } from "../contracts/schemas.ts";\nexport const x = SCHEMA_BASE;\n';
    expect(await violations("server/example.ts", ok)).toEqual([]);
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
