import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Imports run one way: app -> blocks -> components -> lib. A block never imports another block,
 * the app, or the build-time content engine (src/content, its *.server.ts modules); components know
 * nothing of blocks; lib (src/lib, src/styles, the generated types) imports only lib. contracts/
 * (what browser, build and server agree on) imports nothing of ours, and everyone may use it; the
 * server shares only contracts/ (and the schema and content files) with the site, never src/.
 * The visual editor (src/editor, development only) may use the app, blocks and lib; its server part
 * (src/editor/server) the content engine; nothing of the site imports the editor. The studio
 * (studio/, its own process) may use the server's store, the editor's server part (to host it), the
 * content engine, lib and contracts;
 * nothing imports the studio, so the public server (`npm start`) holds none of its code.
 */
const layers = {
  plugins: { boundaries },
  settings: {
    "boundaries/elements": [
      { type: "app", pattern: "src/app" },
      { type: "block", pattern: "src/blocks/*", capture: ["blockName"] },
      { type: "components", pattern: "src/components" },
      { type: "lib", pattern: ["src/lib", "src/styles", "src/generated"] },
      { type: "content", pattern: "src/content" },
      { type: "editor-server", pattern: "src/editor/server" },
      { type: "editor", pattern: "src/editor" },
      // Matched from the project root ("server" alone would also match src/editor/server).
      { type: "contracts", pattern: "contracts", partialMatch: false },
      { type: "server", pattern: "server", partialMatch: false },
      { type: "studio", pattern: "studio", partialMatch: false },
    ],
    "boundaries/include": ["src/**/*", "contracts/**/*", "server/**/*", "studio/**/*"],
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
              to: { element: { types: { anyOf: ["app", "block", "components", "lib", "content", "contracts"] } } },
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
            from: { element: { type: "content" } },
            allow: { to: { element: { types: { anyOf: ["content", "lib", "contracts"] } } } },
          },
          { from: { element: { type: "contracts" } }, allow: { to: { element: { type: "contracts" } } } },
          {
            from: { element: { type: "server" } },
            allow: { to: { element: { types: { anyOf: ["server", "contracts"] } } } },
          },
          {
            from: { element: { type: "studio" } },
            allow: {
              to: {
                element: { types: { anyOf: ["studio", "server", "editor-server", "content", "lib", "contracts"] } },
              },
            },
          },
          {
            from: { element: { type: "editor" } },
            allow: {
              to: {
                element: { types: { anyOf: ["editor", "app", "block", "components", "lib", "content", "contracts"] } },
              },
            },
          },
          {
            from: { element: { type: "editor-server" } },
            allow: { to: { element: { types: { anyOf: ["editor-server", "content", "lib", "contracts"] } } } },
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
  { files: ["{src,contracts,server,studio}/**/*.{ts,tsx}"], ...layers },
  {
    // No module imports itself through others: a cycle makes the load order decide what is
    // defined (a value read before its module ran is undefined), and the content types live in
    // src/content/model.ts so that the checkers never need each other's modules.
    files: ["{src,server,studio,scripts}/**/*.{ts,tsx}"],
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
    files: ["src/editor/server/**/*.ts"],
    ignores: [
      "src/editor/server/store/file-store.ts",
      "src/editor/server/store/git-store.ts",
      "src/editor/server/store/git.ts",
      "src/editor/server/guard.ts",
      "src/editor/server/page-path.ts",
      "src/editor/server/change-set.ts",
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
    files: ["src/**/*.{ts,tsx}"],
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
);
