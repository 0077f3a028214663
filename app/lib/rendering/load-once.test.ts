import { describe, expect, it } from "vitest";
import { loadOnce } from "./load-once.ts";

describe("loadOnce", () => {
  it("loads once for every caller, and again only after a failure", async () => {
    let calls = 0;
    let failNext = true;
    const load = loadOnce(async () => {
      calls++;
      if (failNext) {
        failNext = false;
        throw new Error("offline");
      }
      return "chunk";
    });
    await expect(load()).rejects.toThrow("offline");
    const [first, second] = await Promise.all([load(), load()]);
    expect([first, second, await load()]).toEqual(["chunk", "chunk", "chunk"]);
    expect(calls).toBe(2);
  });
});
