import { existsSync } from "node:fs";

/** The first of `candidates` (an environment variable's value first) that exists; else says how to install it. */
export function systemBrowser(candidates: (string | undefined)[], missing: string): string {
  const found = candidates.find((path): path is string => path !== undefined && path !== "" && existsSync(path));
  if (!found) throw new Error(missing);
  return found;
}
