/**
 * How long the site keeps what it stores, in days: the server deletes what is older, and the privacy policy,
 * pre-rendered, states the same periods. Both read the variables through this one schema (the build in
 * vite.config.ts, which bakes the numbers into the pages; the server in app/site/config.server.ts), so a value
 * cannot mean one thing to the page and another to the server.
 */
import * as z from "zod/mini";
import { RETENTION, type RetentionPeriods } from "#app/vocabulary/retention.ts";

/** Defined with the words the copy names (app/vocabulary/retention.ts). */
export { RETENTION, type RetentionPeriods, type RetentionVariable } from "#app/vocabulary/retention.ts";

/** The periods the environment sets (unset or blank: the fallback), and a message per variable it got wrong. */
export function retentionPeriods(env: Readonly<Record<string, string | undefined>>): {
  periods: RetentionPeriods;
  problems: string[];
} {
  // Built here rather than at the top: the privacy policy imports RETENTION into the browser, zod stays out.
  const schema = z.object(
    Object.fromEntries(
      Object.entries(RETENTION).map(([name, { min, max }]) => [
        name,
        z.string().check(
          z.refine((raw) => /^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max, {
            message: `${name} must be a whole number of days from ${min} to ${max}`,
          }),
        ),
      ]),
    ),
  );
  const given = Object.fromEntries(
    Object.entries(RETENTION).map(([name, { fallback }]) => [name, env[name]?.trim() || String(fallback)]),
  );
  const result = schema.safeParse(given);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.message}; got "${given[String(issue.path[0])]}".`);
  const periods = Object.fromEntries(
    Object.entries(given).map(([name, raw]) => [name, Number(raw)]),
  ) as RetentionPeriods;
  return { periods, problems };
}
