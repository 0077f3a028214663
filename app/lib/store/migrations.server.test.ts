import { readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { migrations } from "#app/lib/store/migrations.server.ts";

it("are one file each in migrations/, named by their version, applied in order without a gap", () => {
  const files = readdirSync(join(import.meta.dirname, "migrations")).filter((name) => /^\d{4}-/.test(name));
  expect(files.map((name) => Number(name.slice(0, 4)))).toEqual(migrations.map((_, index) => index + 1));
  expect(migrations.map((migration) => migration.version)).toEqual(migrations.map((_, index) => index + 1));
});
