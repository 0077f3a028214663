import babelParser from "@babel/eslint-parser";
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

// Babel's parser reads TypeScript and JSX syntax without the TypeScript package
// (TypeScript 7 has no JavaScript API for typescript-eslint). Type checks,
// unused variables and undefined names are tsc's job (strict, noUnusedLocals).
export default [
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "screenshots/",
      "perf-results/",
    ],
  },
  js.configs.recommended,
  reactHooks.configs.flat["recommended-latest"],
  jsxA11y.flatConfigs.strict,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      parser: babelParser,
      parserOptions: {
        requireConfigFile: false,
        babelOptions: { babelrc: false, configFile: false, parserOpts: { plugins: ["jsx", "typescript"] } },
      },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      "no-undef": "off",
      "no-unused-vars": "off",
      "no-redeclare": "off",
      eqeqeq: ["error", "always"],
      "no-console": "off",
      "prefer-const": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    // The HTTP shell knows no feature (issue 29): it reaches the app through the server bundle's entry only,
    // plus the language of a path (which not-found page) and the configuration it checks before the bundle loads.
    files: ["server/**/*.ts"],
    ignores: ["server/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^#app/(?!server-build\\.ts$|i18n/(locales|paths)\\.ts$|site/config\\.server\\.ts$)",
              message: "server/ reaches the app through app/server-build.ts only (decision 0019).",
            },
            { group: ["**/app/**"], message: "server/ reaches the app through #app/server-build.ts only." },
          ],
        },
      ],
    },
  },
  {
    // The environment is read in one module of app/ (issue 29): everything else gets its settings handed down.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}", "app/site/config.server.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message: "Read settings from app/site/config.server.ts (settings), which reads process.env once.",
        },
      ],
    },
  },
  {
    // Playwright fixtures call `use()`, which is not React's hook.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
];
