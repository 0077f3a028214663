import { describe, expect, it } from "vitest";
import { capabilities, isRole, may, roles } from "#app/vocabulary/roles.ts";

describe("roles", () => {
  it("give the owner everything", () => {
    for (const capability of capabilities) expect(may("owner", capability)).toBe(true);
  });

  it("give sales the leads and the statistics, never the blog or the team", () => {
    expect(capabilities.filter((capability) => may("sales", capability))).toEqual(["leads", "statistics"]);
  });

  it("give an editor the blog and the statistics, never a lead", () => {
    expect(capabilities.filter((capability) => may("editor", capability))).toEqual(["statistics", "blog"]);
  });

  it("are only the three the back office knows", () => {
    expect(roles.filter(isRole)).toEqual(["owner", "sales", "editor"]);
    for (const other of ["admin", "Owner", "", null, 1]) expect(isRole(other)).toBe(false);
  });
});
