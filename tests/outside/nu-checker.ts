/**
 * The W3C Nu HTML Checker (npm `vnu-jar`, on the Java the machine has) over
 * HTML documents, as a reviewer would run it: every error counts, except the
 * few below.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const vnuJar = join(createRequire(import.meta.url).resolve("vnu-jar/package.json"), "..", "build", "dist", "vnu.jar");

/**
 * The one filter: CSS the checker's CSS grammar does not know yet, all of it
 * in the stylesheet Tailwind writes and every current browser reads. Each is a
 * message, not a rule: a typo in a property we write ourselves still fails.
 * - `@property`: Tailwind declares its custom properties with it (CSS
 *   Properties and Values API, Baseline 2024).
 * - `animation-timeline`, `animation-range`: scroll-driven reveal animations
 *   (app.css), ignored where unsupported.
 * - `margin-trim`: in Tailwind's preflight, for Safari.
 * - a custom property in `transition-property` (`--tw-gradient-from`): valid
 *   since custom properties became animatable with @property.
 * And one element the checker's HTML grammar does not know yet: `<link
 * rel="expect" blocking="render">` (HTML Standard since 2024, Chromium 124+),
 * which holds the first frame until the header is whole (root.tsx). Only that
 * link passes; `blocking` on any other link still fails.
 */
const UNKNOWN_CSS: RegExp[] = [
  /^CSS: Unrecognized at-rule “@property”\.?$/,
  /^CSS: “animation-timeline”: Property “animation-timeline” doesn't exist\.?$/,
  /^CSS: “animation-range”: Property “animation-range” doesn't exist\.?$/,
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.?$/,
  /^CSS: “transition-property”: “--tw-[\w-]+” is not a “transition-property” value\.?$/,
];

const BLOCKING_LINK =
  /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/;

/** "document:line: message", one per error: what a failing test prints. */
export type NuMessage = string;

/** The checker's errors for each document (name → HTML), minus the CSS it does not know yet. */
export async function nuErrors(documents: Map<string, string>): Promise<NuMessage[]> {
  const dir = await mkdtemp(join(tmpdir(), "nu-check-"));
  try {
    const files = new Map<string, string>();
    let index = 0;
    for (const [name, html] of documents) {
      const file = join(dir, `${String(index++).padStart(3, "0")}.html`);
      files.set(`file:${file}`, name);
      await writeFile(file, html);
    }
    const { stderr } = await promisify(execFile)(
      "java",
      ["-jar", vnuJar, "--format", "json", "--exit-zero-always", ...[...files.keys()].map((url) => url.slice(5))],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(stderr) as {
      messages: { type: string; url?: string; lastLine?: number; message: string; extract?: string }[];
    };
    return report.messages
      .filter((message) => message.type === "error" || message.type === "non-document-error")
      .filter((message) => !UNKNOWN_CSS.some((pattern) => pattern.test(message.message)))
      .filter((message) => !(BLOCKING_LINK.test(message.message) && message.extract?.includes('rel="expect"')))
      .map(
        (message) =>
          `${files.get(message.url ?? "") ?? message.url ?? "?"}:${message.lastLine ?? "?"}: ${message.message}`,
      );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Fails with every error, one per line, unless the checker finds none. */
export async function expectValidHtml(documents: Map<string, string>): Promise<void> {
  const errors = await nuErrors(documents);
  if (errors.length) throw new Error(`The Nu HTML Checker found ${errors.length} errors:\n${errors.join("\n")}`);
}
