// `npm run lint`: type-aware TypeScript, React, hooks and accessibility rules on every source file, and the
// GraphQL queries of src/ checked against the schema Gatsby builds (src/gatsby-schema.graphql, see gatsby-node.ts).
import path from "node:path"
import js from "@eslint/js"
import graphql from "@graphql-eslint/eslint-plugin"
import jsxA11y from "eslint-plugin-jsx-a11y"
import react from "eslint-plugin-react"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import importX from "eslint-plugin-import-x"
import tseslint from "typescript-eslint"

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "public/",
      ".cache/",
      "bench/floor/public/",
      "bench/floor/.cache/",
      "coverage/",
      "test-results/",
      "playwright-report/",
      ".e2e/",
      "editor/dist/",
      "src/gatsby-types.d.ts",
      "src/gatsby-schema.graphql",
    ],
  },
  {
    files: ["**/*.{ts,tsx}"],
    extends: [
      js.configs.recommended,
      ...tseslint.configs.recommendedTypeChecked,
      react.configs.flat.recommended,
      jsxA11y.flatConfigs.recommended,
    ],
    plugins: { "react-hooks": reactHooks },
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    settings: { react: { version: "detect" } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "react-hooks/exhaustive-deps": "error",
      // The image viewer's stage takes the focus so the arrow keys pan the image.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "group"] }],
      // A click on a modal <dialog>'s backdrop closes it, as Escape and its Close button do.
      "jsx-a11y/no-noninteractive-element-interactions": [
        "error",
        {
          ...jsxA11y.flatConfigs.recommended.rules["jsx-a11y/no-noninteractive-element-interactions"][1],
          dialog: ["onKeyUp", "onKeyDown", "onKeyPress", "onClick"],
        },
      ],
      // TypeScript checks the props; React's runtime prop-types are not used.
      "react/prop-types": "off",
      // Platform attributes React 18 passes through, typed in src/types/platform-attributes.d.ts
      // (docs/decisions/platform-interactions.md).
      "react/no-unknown-property": [
        "error",
        { ignore: ["popover", "popovertarget", "command", "commandfor", "closedby"] },
      ],
      // `const { a: _a, ...rest } = x` is how a field is left out of a copy.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["**/*.js"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "no-unused-vars": ["error", { ignoreRestSiblings: true }] },
  },
  {
    // Injected into the benchmark's pages: a classic browser script (bench/first-tap.ts).
    files: ["bench/first-tap/*.js"],
    languageOptions: { sourceType: "script", globals: { ...globals.browser } },
  },
  {
    files: ["__mocks__/**", "**/*.test.{ts,tsx}", "jest.setup.ts"],
    languageOptions: { globals: { ...globals.jest } },
    // `expect(object.method)` hands a mock to Jest, which never calls it.
    rules: { "@typescript-eslint/unbound-method": "off" },
  },
  {
    files: ["__tests__/e2e/**"],
    // Playwright's fixtures hand over with a function named `use`, which is not React's hook.
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  // Every package a file imports is declared by the workspace that holds it: the site's package.json for the
  // site, its plugins and tools, content-model/'s and editor/'s for theirs; tests may also use the site's
  // development tools. An undeclared import only works while another package happens to bring it along.
  // Type-only imports are left out: erased at build time, they need no installed package.
  ...[
    { files: ["**/*.{ts,tsx,js,mjs}"], packageDir: ["."] },
    { files: ["content-model/**"], packageDir: ["content-model"] },
    { files: ["editor/**"], packageDir: ["editor"] },
    {
      files: ["content-model/__tests__/**", "editor/__tests__/**", "editor/e2e/**", "editor/playwright.*.config.ts"],
      packageDir: [".", "editor"],
    },
  ].map(({ files, packageDir }) => ({
    files,
    plugins: { "import-x": importX },
    rules: {
      "import-x/no-extraneous-dependencies": [
        "error",
        { packageDir: packageDir.map(dir => path.join(import.meta.dirname, dir)) },
      ],
    },
  })),
  // The queries inside graphql`` tags become virtual .graphql files, checked against Gatsby's schema.
  {
    files: ["src/**/*.{ts,tsx}"],
    processor: graphql.processor,
  },
  {
    files: ["**/*.graphql"],
    languageOptions: {
      parser: graphql.parser,
      parserOptions: {
        graphQLConfig: { schema: "src/gatsby-schema.graphql", documents: "src/**/*.{ts,tsx}" },
      },
    },
    plugins: { "@graphql-eslint": graphql },
    rules: {
      ...graphql.configs["flat/operations-recommended"].rules,
      // For client caches that normalise by id (Apollo, Relay); Gatsby runs each query once, at build time.
      "@graphql-eslint/require-selections": "off",
    },
  },
)
