import { existsSync } from "node:fs";

/**
 * The command line for a program the tests start that must end when the process that started it does, however
 * that ends (a hook that timed out, a kill -9 of the run): through setpriv, which asks the kernel to send it
 * SIGTERM when its parent goes and then becomes the program itself. `setprivOptions` go before that (dropping
 * root, for PostgreSQL). Without setpriv, the program as it is.
 */
export function diesWithParent(program: string, args: string[], setprivOptions: string[] = []): [string, string[]] {
  const setpriv = "/usr/bin/setpriv";
  if (!existsSync(setpriv)) return [program, args];
  return [setpriv, [...setprivOptions, "--pdeathsig", "TERM", program, ...args]];
}
