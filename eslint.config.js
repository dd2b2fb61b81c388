import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Imports run one way: app -> blocks -> components -> lib. A block never imports another block,
 * the app, or the build-time content engine (src/content, its *.server.ts modules); components know
 * nothing of blocks; lib (shared contracts: src/lib, src/styles, the generated types) imports only lib.
 * The visual editor (src/editor, development only) may use the app, blocks and lib; its server part
 * (src/editor/server) the content engine; nothing of the site imports the editor.
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
    ],
    "boundaries/include": ["src/**/*"],
  },
  rules: {
    "boundaries/dependencies": [
      2,
      {
        default: "disallow",
        policies: [
          {
            from: { element: { type: "app" } },
            allow: { to: { element: { types: { anyOf: ["app", "block", "components", "lib", "content"] } } } },
          },
          {
            from: { element: { type: "block" } },
            allow: {
              to: [
                { element: { types: { anyOf: ["components", "lib"] } } },
                { element: { type: "block", captured: { blockName: "{{ from.element.captured.blockName }}" } } },
              ],
            },
          },
          {
            from: { element: { type: "components" } },
            allow: { to: { element: { types: { anyOf: ["components", "lib"] } } } },
          },
          { from: { element: { type: "lib" } }, allow: { to: { element: { type: "lib" } } } },
          {
            from: { element: { type: "content" } },
            allow: { to: { element: { types: { anyOf: ["content", "lib"] } } } },
          },
          {
            from: { element: { type: "editor" } },
            allow: {
              to: { element: { types: { anyOf: ["editor", "app", "block", "components", "lib", "content"] } } },
            },
          },
          {
            from: { element: { type: "editor-server" } },
            allow: { to: { element: { types: { anyOf: ["editor-server", "content", "lib"] } } } },
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
  { files: ["src/**/*.{ts,tsx}"], ...layers },
);
