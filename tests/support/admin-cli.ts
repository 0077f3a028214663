/** `npm run admin:<command> -- --email …` for tests and measuring scripts, as an operator types it. */
import { spawn } from "node:child_process";
import { join } from "node:path";

const root = join(import.meta.dirname, "..", "..");

/** Runs scripts/admin.ts with the password piped on stdin, as an operator would. */
export function adminCli(
  command: "create" | "reset-password" | "reset-two-factor",
  email: string,
  password: string,
  env: Record<string, string>,
  extra: string[] = [],
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [join(root, "scripts", "admin.ts"), command, "--email", email, ...extra], {
    env: { ...process.env, ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  child.stdin.end(`${password}\n`);
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, output })));
}
