import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin has no place in unit tests.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    restoreMocks: true,
  },
});
