import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../engine/paths.ts";

const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** Every source, config and test file's text under `root` (the whole project by default), once. */
function sources(root = ROOT): string {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        // The project's output folders, not tests/build/ (the build tests).
        if (
          !["node_modules", "build", "build-dev", ".bench", "test-results", "artifacts", ".git"].includes(
            path.relative(ROOT, p),
          )
        )
          walk(p);
      } else if (/\.(ts|tsx|js|mjs|css)$/.test(entry.name)) out.push(fs.readFileSync(p, "utf8"));
    }
  };
  walk(root);
  return out.join("\n");
}

describe("dependencies", () => {
  it("every dependency is imported somewhere, or run by an npm script (types packages aside)", () => {
    const text = sources();
    const scripts = Object.values(pkg.scripts).join("\n");
    // Tools run as commands (their package name differs from the command, or they are run by npx).
    const commands: Record<string, string> = {
      typescript: "tsc",
      "@playwright/test": "playwright",
      "@react-router/dev": "react-router",
    };
    const unused = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)].filter((name) => {
      if (name.startsWith("@types/")) return false;
      const quoted = new RegExp(`["'\`]${name.replace(/[/.]/g, "\\$&")}(/[^"'\`]*)?["'\`]`);
      return !quoted.test(text) && !new RegExp(`\\b${commands[name] ?? name}\\b`).test(scripts);
    });
    expect(unused).toEqual([]);
  });

  it("react-router-dom carries the browser-facing router APIs (the owner's card names it)", () => {
    // The site's own code (lint also refuses the other way there; tests may quote it).
    const text = sources(path.join(ROOT, "src"));
    expect(text).toMatch(/import \{[^}]*\bLink\b[^}]*\} from "react-router-dom"/);
    expect(text).not.toMatch(/import \{[^}]*\b(Link|NavLink|useLocation|useNavigate)\b[^}]*\} from "react-router"/);
  });
});
