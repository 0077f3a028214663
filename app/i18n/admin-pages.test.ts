import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import adminDe from "#app/content/admin/de.ts";
import adminEn from "#app/content/admin/en.ts";
import {
  adminHome,
  adminNav,
  adminPageAt,
  adminPageIds,
  adminPages,
  adminPath,
  adminRoutePath,
  adminSectionOf,
  isAdminPath,
} from "#app/i18n/admin-pages.ts";

describe("the back office's registry", () => {
  it("names a module that exists for every page, under /admin, each path once", () => {
    for (const page of adminPageIds) {
      expect(existsSync(join(import.meta.dirname, "..", adminPages[page].file)), page).toBe(true);
      expect(isAdminPath(adminPath(page, "en", { id: "x" })), page).toBe(true);
      expect(isAdminPath(adminPath(page, "de", { id: "x" })), page).toBe(true);
    }
    const paths = adminPageIds.map((page) => adminPages[page].path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("finds a page by the pattern React Router matched, in either language, with or without the leading slash", () => {
    for (const page of adminPageIds) {
      expect(adminPageAt(`/${adminRoutePath(page, "en")}`)).toBe(page);
      expect(adminPageAt(`/${adminRoutePath(page, "de")}`)).toBe(page);
      expect(adminPageAt(adminRoutePath(page, "de"))).toBe(page);
    }
    expect(adminPageAt("/de/admin/leads/:id/export")).toBe("leadJson");
    expect(adminPageAt("/blog/:id")).toBeUndefined();
    expect(adminPageAt("/admin/leads/:id/elsewhere")).toBeUndefined();
  });

  it("lists the navigation in order, without the statistics while they are off, each named in both languages", () => {
    expect(adminNav({ analytics: true })).toEqual([
      "leads",
      "privacyRequests",
      "blog",
      "analytics",
      "ask",
      "audit",
      "team",
    ]);
    expect(adminNav({ analytics: false })).toEqual(["leads", "privacyRequests", "blog", "ask", "audit", "team"]);
    for (const page of adminNav({ analytics: true })) {
      expect(adminEn.shell[page], page).toBeTruthy();
      expect(adminDe.shell[page], page).toBeTruthy();
    }
  });

  it("offers each role only what it may open, and starts it on the first of those", () => {
    expect(adminNav({ analytics: true, role: "owner" })).toEqual([
      "leads",
      "privacyRequests",
      "blog",
      "analytics",
      "ask",
      "audit",
      "team",
    ]);
    expect(adminNav({ analytics: true, role: "sales" })).toEqual(["leads", "privacyRequests", "analytics", "ask"]);
    expect(adminNav({ analytics: true, role: "editor" })).toEqual(["blog", "analytics", "ask"]);
    // An editor starts on the blog's list of posts, with the statistics or without; with the demo blog (in
    // visitors' browsers) there is no such list: the statistics, or the public blog, which the demo edits in place.
    expect(adminHome("editor", "de", true)).toBe("/de/admin/blog");
    expect(adminHome("editor", "de", false)).toBe("/de/admin/blog");
    expect(adminNav({ analytics: true, serverBlog: false, role: "editor" })).toEqual(["analytics", "ask"]);
    expect(adminHome("editor", "de", true, false)).toBe("/de/admin/analytics");
    expect(adminHome("editor", "de", false, false)).toBe("/de/blog");
    expect(adminHome("sales", "en", false)).toBe("/admin/leads");
  });

  it("puts a page in the navigation's entry whose path it continues", () => {
    expect(adminSectionOf("leads")).toBe("leads");
    expect(adminSectionOf("lead")).toBe("leads");
    expect(adminSectionOf("deleteLead")).toBe("leads");
    expect(adminSectionOf("audit")).toBe("audit");
    expect(adminSectionOf("analytics")).toBe("analytics");
    // `admin/leads.csv` only looks like it continues `admin/leads`.
    expect(adminSectionOf("leadsCsv")).toBeUndefined();
    expect(adminSectionOf("login")).toBeUndefined();
    expect(adminSectionOf(undefined)).toBeUndefined();
  });
});
