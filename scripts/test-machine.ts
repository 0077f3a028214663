/**
 * What `npm test` needs of the machine beyond node_modules: programs from Debian that no npm package may
 * download (browsers, a Java runtime for the HTML checker, nginx, PostgreSQL). scripts/test.ts asks before
 * anything runs, installs what is missing where it may (root, or sudo without a password), and otherwise stops
 * at once with the one command that installs it, instead of failing twenty minutes in.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";

export type Requirement = {
  /** The Debian package that provides it. */
  package: string;
  /** What needs it, for the message. */
  neededBy: string;
  /** Whether the machine has it (or the variable that points elsewhere is set). */
  present: (env: NodeJS.ProcessEnv) => boolean;
};

const onPath = (command: string) => spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;
const exists = (path: string | undefined) => Boolean(path?.trim()) && existsSync(path!);

/** The PostgreSQL server binaries Debian installs under /usr/lib/postgresql/<version>/bin, newest first. */
export function postgresBinDirs(): string[] {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => `${root}/${version}/bin`)
    .filter((dir) => existsSync(`${dir}/postgres`) && existsSync(`${dir}/initdb`));
}

export const requirements: Requirement[] = [
  {
    package: "chromium",
    neededBy: "the browser tests (Playwright drives the system's Chromium)",
    present: (env) => exists(env.CHROMIUM_PATH) || exists("/usr/bin/chromium") || exists("/usr/bin/chromium-browser"),
  },
  {
    package: "chromium-headless-shell",
    neededBy: "the end-to-end tests (the same Chromium without its window, a third cheaper per test)",
    present: (env) => exists(env.CHROMIUM_PATH) || exists("/usr/bin/chromium-headless-shell"),
  },
  {
    package: "firefox-esr",
    neededBy: "the outside checks' second engine (German hyphenation)",
    present: (env) => exists(env.FIREFOX_PATH) || exists("/usr/bin/firefox-esr") || exists("/usr/bin/firefox"),
  },
  {
    package: "default-jre-headless",
    neededBy: "the W3C Nu HTML Checker of the outside checks",
    present: () => onPath("java"),
  },
  {
    package: "nginx",
    neededBy: "the load balancer in front of the cluster spec (deploy/nginx.conf)",
    present: (env) => exists(env.NGINX_PATH ?? "/usr/sbin/nginx"),
  },
  {
    package: "postgresql",
    neededBy: "the PostgreSQL half of the store contracts and the cluster specs",
    present: (env) => Boolean(env.TEST_DATABASE_URL?.trim()) || postgresBinDirs().length > 0,
  },
];

/** The packages of the requirements this machine lacks. */
export function missingPackages(env: NodeJS.ProcessEnv, of: Requirement[] = requirements): Requirement[] {
  return of.filter((requirement) => !requirement.present(env));
}

export type Privilege = "root" | "sudo" | "none";

/** How this process may install: as root, through sudo without a password, or not at all. */
export function installPrivilege(): Privilege {
  if (process.getuid?.() === 0) return "root";
  return spawnSync("sudo", ["-n", "true"], { stdio: "ignore" }).status === 0 ? "sudo" : "none";
}

/** The one command that installs the packages (what a person without root types). */
export function installCommand(packages: string[]): string {
  return `sudo apt-get update && sudo apt-get install -y --no-install-recommends ${packages.join(" ")}`;
}

/** What to tell someone who has to install them by hand: what is missing, what for, and the command. */
export function missingMessage(missing: Requirement[]): string {
  return [
    "npm test needs programs from Debian that this machine lacks:",
    ...missing.map(({ package: name, neededBy }) => `  ${name}: ${neededBy}`),
    "Install them with",
    `  ${installCommand(missing.map((requirement) => requirement.package))}`,
    "and run npm test again. (Never let a tool download a browser: the tests use Debian's.)",
  ].join("\n");
}

/** Installs the packages with apt-get as root or through sudo; returns whether apt-get succeeded. */
export function installPackages(packages: string[], privilege: Exclude<Privilege, "none">): boolean {
  const asRoot = (args: string[]) => (privilege === "root" ? args : ["sudo", "-n", ...args]);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["apt-get", "update", "-qq"],
    ["apt-get", "install", "-y", "-qq", "--no-install-recommends", ...packages],
  ]) {
    const [command, ...rest] = asRoot(args);
    if (spawnSync(command!, rest, { stdio: "inherit", env }).status !== 0) return false;
  }
  return true;
}
