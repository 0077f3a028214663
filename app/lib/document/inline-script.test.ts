import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { inlineScript } from "./inline-script.ts";

/** What the script element runs, run: its text between the tags, in a context of its own. */
function run(script: string, context: Record<string, unknown>) {
  runInNewContext(script.replace(/^<script>|<\/script>$/g, ""), context);
  return context;
}

describe("inlineScript", () => {
  it("writes a function's text on one line that calls it with its arguments", () => {
    const script = inlineScript(
      (name: string, times: number) => {
        (globalThis as unknown as { said: string }).said = name.repeat(times);
      },
      "ab",
      2,
    );
    expect(script).not.toContain("\n");
    expect(run(script, {}).said).toBe("abab");
  });

  it("drops the comment lines that the development server's text keeps, which would end the joined line", () => {
    // A function's text as Vite's development transform leaves it: the source's comments are still there.
    const commented = new Function(
      "return function mark(value) {\n  // A comment on a line of its own.\n  globalThis.marked = value;\n}",
    )() as (value: string) => void;
    expect(run(inlineScript(commented, "yes"), {}).marked).toBe("yes");
  });
});
