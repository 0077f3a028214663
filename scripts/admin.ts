/**
 * Operator accounts of the back office, from the same store the server uses
 * (DATA_DIR / DATABASE_URL):
 *
 *   npm run admin:create -- --email anna@example.com [--role owner|sales|editor]
 *   npm run admin:reset-password -- --email anna@example.com [--two-factor]
 *   npm run admin:reset-two-factor -- --email anna@example.com
 *
 * The first owner comes from here (an owner invites everyone else from the
 * back office); --role is owner unless given.
 * The password is typed at a prompt (not shown) or piped on stdin, never given
 * as an argument (it would end up in the shell's history and the process
 * list), and is never printed or logged. A reset ends the operator's sessions.
 * Resetting the second factor (no password asked) turns it off for an operator who has lost both the app and the
 * recovery codes, or whose codes the server cannot check after the TOTP key was lost; they set it up again.
 * `reset-password --two-factor` does both at once: the way back in for an owner who lost the password and the phone
 * (docs/back-office.md, "Locked out").
 */
import { stdin, stdout } from "node:process";
import adminEn from "#app/content/admin/en.ts";
import { createOperator, OperatorExistsError, resetPassword } from "#app/lib/admin/operators.server.ts";
import { passwordProblem } from "#app/lib/admin/password-rules.server.ts";
import { isRole, roles, type Role } from "#app/vocabulary/roles.ts";
import { resetTwoFactor } from "#app/lib/admin/two-factor.server.ts";
import { openDatabase } from "#app/lib/store/open.server.ts";

const USAGE = `Usage: npm run admin:create -- --email <address> [--role ${roles.join("|")}]
       npm run admin:reset-password -- --email <address> [--two-factor]
       npm run admin:reset-two-factor -- --email <address>
The password is asked for at a prompt, or read from stdin (first line).`;

function fail(message: string): never {
  console.error(`Error: ${message}`);
  process.exit(1);
}

/** The value of `--name value` or `--name=value`. */
function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  const inline = args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  return (inline ?? (index >= 0 ? args[index + 1] : undefined))?.trim();
}

function roleArgument(args: string[]): Role {
  const role = option(args, "role") ?? "owner";
  if (!isRole(role)) fail(`--role must be one of ${roles.join(", ")}; got "${role}".`);
  return role;
}

function emailArgument(args: string[]): string {
  if (args.some((arg) => arg.startsWith("--password"))) {
    fail("a password is never given as an argument; type it at the prompt or pipe it on stdin.");
  }
  const email = option(args, "email");
  if (!email) fail(`which operator? ${USAGE}`);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(`"${email}" is not an e-mail address.`);
  return email;
}

/** Reads one line at the terminal without showing what is typed. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding("utf8");
    let text = "";
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === "\u0003") {
          stdout.write("\n");
          process.exit(130);
        } else if (character === "\r" || character === "\n") {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off("data", onData);
          stdout.write("\n");
          resolve(text);
          return;
        } else if (character === "\u007f" || character === "\b") {
          text = text.slice(0, -1);
        } else {
          text += character;
        }
      }
    };
    stdin.on("data", onData);
  });
}

async function readPassword(): Promise<string> {
  if (stdin.isTTY) {
    const password = await promptHidden("Password: ");
    const again = await promptHidden("Repeat the password: ");
    if (password !== again) fail("the two passwords differ; nothing was changed.");
    return password;
  }
  let piped = "";
  for await (const chunk of stdin) piped += String(chunk);
  return piped.split(/\r?\n/)[0] ?? "";
}

async function openStore() {
  try {
    return await openDatabase(process.env);
  } catch (error) {
    fail(`could not open the store: ${(error as Error).message.split("\n")[0]}. Check DATA_DIR or DATABASE_URL.`);
  }
}

/** The second factor off, the sessions ended: needs no password and no TOTP key. */
async function resetSecondFactor(email: string) {
  const db = await openStore();
  try {
    if (!(await resetTwoFactor(db.sql, email)))
      fail(`there is no operator ${email.toLowerCase()} in ${db.description}.`);
    console.log(
      `Two-factor sign-in of ${email.toLowerCase()} turned off in ${db.description}; their sessions have ended. They sign in with the password and set it up again on their account page.`,
    );
  } finally {
    await db.close();
  }
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (command !== "create" && command !== "reset-password" && command !== "reset-two-factor") fail(USAGE);
  const email = emailArgument(args);
  if (command === "reset-two-factor") return resetSecondFactor(email);
  const role = roleArgument(args);
  const password = await readPassword();
  const problem = await passwordProblem(password, { email });
  // The back office's own words for it, in English: the terminal has no page language.
  if (problem) fail(`${adminEn.passwordProblems[problem]} Nothing was changed.`);

  const db = await openStore();
  try {
    if (command === "create") {
      await createOperator(db.sql, email, password, { role });
      console.log(`Operator ${email.toLowerCase()} (${role}) created in ${db.description}. Sign in at /admin/login.`);
    } else if (await resetPassword(db.sql, email, password)) {
      // Asked for by name only: a forgotten password alone leaves the second factor as it is.
      const alsoFactor = args.includes("--two-factor") && (await resetTwoFactor(db.sql, email));
      console.log(
        `Password of ${email.toLowerCase()} changed${alsoFactor ? " and two-factor sign-in turned off" : ""} in ${db.description}; their sessions have ended.${alsoFactor ? " They set up two factors again on their account page." : ""}`,
      );
    } else {
      fail(`there is no operator ${email.toLowerCase()} in ${db.description}.`);
    }
  } catch (error) {
    if (error instanceof OperatorExistsError) fail(`${error.message}; use npm run admin:reset-password to change it.`);
    fail((error as Error).message.split("\n")[0] ?? "unknown error");
  } finally {
    await db.close();
  }
}

await main();
