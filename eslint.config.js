import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The tree follows the processes, and imports run one way within and between them.
 * The site (src/: the browser's code, prerendered at build time): app -> blocks -> components -> lib.
 * A block never imports another block, the app or the engine; components know nothing of blocks;
 * lib (src/lib, src/styles, the generated types) imports only lib.
 * The content engine (engine/: loads and checks the site's files, at build time and in the
 * editors' servers) imports only lib and contracts; the app reads its page data from it when
 * prerendering. contracts/ (what browser, build and servers agree on) imports nothing of ours,
 * and everyone may use it. The public server (server/) shares only contracts/ with the rest.
 * The visual editor's browser code (editor/client) may use the site's code to draw its previews;
 * its server part (editor/server, in `npm run edit` and hosted by the studio) the engine and lib.
 * The studio's browser pages (studio/client) build on the editor's client; its server
 * (studio/server) on the public server's store, the editor's server part, the engine and lib.
 * Nothing crosses from a browser side to a server side or back, and nothing imports the studio
 * or the editor but their own rooms: the public server (`npm start`) holds none of their code.
 */
const layers = {
  plugins: { boundaries },
  settings: {
    "boundaries/elements": [
      { type: "app", pattern: "src/app" },
      { type: "block", pattern: "src/blocks/*", capture: ["blockName"] },
      { type: "components", pattern: "src/components" },
      { type: "lib", pattern: ["src/lib", "src/styles", "src/generated"] },
      // Matched from the project root ("server" alone would also match editor/server).
      { type: "engine", pattern: "engine", partialMatch: false },
      { type: "editor-server", pattern: "editor/server", partialMatch: false },
      { type: "editor-client", pattern: "editor/client", partialMatch: false },
      { type: "studio-server", pattern: "studio/server", partialMatch: false },
      { type: "studio-client", pattern: "studio/client", partialMatch: false },
      { type: "contracts", pattern: "contracts", partialMatch: false },
      { type: "server", pattern: "server", partialMatch: false },
    ],
    "boundaries/include": ["src/**/*", "engine/**/*", "editor/**/*", "studio/**/*", "contracts/**/*", "server/**/*"],
  },
  rules: {
    "boundaries/dependencies": [
      2,
      {
        default: "disallow",
        policies: [
          {
            from: { element: { type: "app" } },
            allow: {
              to: { element: { types: { anyOf: ["app", "block", "components", "lib", "engine", "contracts"] } } },
            },
          },
          {
            from: { element: { type: "block" } },
            allow: {
              to: [
                { element: { types: { anyOf: ["components", "lib", "contracts"] } } },
                { element: { type: "block", captured: { blockName: "{{ from.element.captured.blockName }}" } } },
              ],
            },
          },
          {
            from: { element: { type: "components" } },
            allow: { to: { element: { types: { anyOf: ["components", "lib", "contracts"] } } } },
          },
          {
            from: { element: { type: "lib" } },
            allow: { to: { element: { types: { anyOf: ["lib", "contracts"] } } } },
          },
          {
            from: { element: { type: "engine" } },
            allow: { to: { element: { types: { anyOf: ["engine", "lib", "contracts"] } } } },
          },
          { from: { element: { type: "contracts" } }, allow: { to: { element: { type: "contracts" } } } },
          {
            from: { element: { type: "server" } },
            allow: { to: { element: { types: { anyOf: ["server", "contracts"] } } } },
          },
          {
            from: { element: { type: "editor-client" } },
            allow: {
              to: {
                element: {
                  types: { anyOf: ["editor-client", "app", "block", "components", "lib", "engine", "contracts"] },
                },
              },
            },
          },
          {
            from: { element: { type: "editor-server" } },
            allow: { to: { element: { types: { anyOf: ["editor-server", "engine", "lib", "contracts"] } } } },
          },
          {
            from: { element: { type: "studio-client" } },
            allow: {
              to: {
                element: { types: { anyOf: ["studio-client", "editor-client", "components", "lib", "contracts"] } },
              },
            },
          },
          {
            from: { element: { type: "studio-server" } },
            allow: {
              to: {
                element: {
                  types: { anyOf: ["studio-server", "server", "editor-server", "engine", "lib", "contracts"] },
                },
              },
            },
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-dev/",
      "build-studio*/",
      "dist/",
      ".bench/",
      "data/",
      ".react-router/",
      "node_modules/",
      "src/generated/",
      "test-results/",
      "playwright-report/",
      "artifacts/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  { files: ["{src,engine,editor,studio,contracts,server}/**/*.{ts,tsx}"], ...layers },
  {
    // No module imports itself through others: a cycle makes the load order decide what is
    // defined (a value read before its module ran is undefined), and the content types live in
    // engine/model.ts so that the checkers never need each other's modules.
    files: ["{src,engine,editor,studio,server,scripts}/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      // Imports name their files with the extension, so Node's own resolution finds them; the
      // TypeScript parser reads each imported file to follow its imports in turn.
      "import-x/resolver-next": [createNodeResolver()],
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: { "import-x/no-cycle": "error" },
  },
  {
    // The editor's server reads and writes the site's files only through its content store (the
    // studio swaps in a git store) and names them only through its guard: no other module of it
    // opens a file itself, or runs git. change-set.ts writes only to a temporary copy of the site, for the check.
    files: ["editor/server/**/*.ts"],
    ignores: [
      "editor/server/store/file-store.ts",
      "editor/server/store/git-store.ts",
      "editor/server/store/git.ts",
      "editor/server/guard.ts",
      "editor/server/page-path.ts",
      "editor/server/change-set.ts",
    ],
    plugins: { "import-x": importX },
    rules: {
      "import-x/no-nodejs-modules": [
        "error",
        { allow: ["node:path", "node:crypto", "node:http", "node:os", "node:url"] },
      ],
    },
  },
  {
    // The owner's design card names react-router-dom: the browser-facing router APIs come from it.
    // Framework-mode modules (root, entry.server, route modules) use react-router's own exports.
    files: ["{src,editor/client,studio/client}/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-router",
              importNames: [
                "Link",
                "NavLink",
                "Navigate",
                "useLocation",
                "useNavigate",
                "useParams",
                "useSearchParams",
              ],
              message: "Import Link, NavLink and the router hooks from react-router-dom (see docs/architecture.md).",
            },
          ],
        },
      ],
    },
  },
  {
    // One data layer (server/db): the stores reach SQLite and PostgreSQL only through it, so each
    // is written once for both engines. Types (a pool handed through) may still be named.
    files: ["{server,studio/server}/**/*.ts"],
    ignores: ["server/db/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ["better-sqlite3", "pg"].map((name) => ({
            name,
            allowTypeImports: true,
            message: "Reach the database through server/db (its query layer and openers), not the driver itself.",
          })),
        },
      ],
    },
  },
);
