import { describe, expect, it } from "vitest";
import adminDe from "#app/content/admin/de.ts";
import adminEn from "#app/content/admin/en.ts";
import blogAdminDe from "#app/content/blog-admin/de.ts";
import blogAdminEn from "#app/content/blog-admin/en.ts";
import { pathPolicy, prerenderedStandIn } from "#app/site/http.server.ts";

const refusalOf = (pathname: string, reason: "cross-site" | "too-large", query = "") =>
  pathPolicy(pathname).guard!.refusal(reason, new URL(`http://localhost${pathname}${query}`));

describe("pathPolicy: what the HTTP shell does before the app sees a request", () => {
  it("keeps the back office out of every cache and search engine, and nothing else", () => {
    for (const path of ["/admin", "/admin/leads/7", "/de/admin/login", "/admin.data", "/de/admin.data"])
      expect(pathPolicy(path).private, path).toBe(true);
    for (const path of ["/", "/de", "/administration", "/de/admins", "/blog/admin", "/api/blog/posts", "/api/contact"])
      expect(pathPolicy(path).private, path).toBe(false);
  });

  it("lets pages be read only: any write gets 405 naming GET and HEAD", () => {
    for (const path of ["/", "/de/about-us", "/blog/1", "/sitemap.xml"]) {
      expect(pathPolicy(path).writeMethods, path).toEqual([]);
      expect(pathPolicy(path).allow, path).toBe("GET, HEAD");
    }
  });

  it("hands the contact endpoint every write to answer in the form's language, checking none itself", () => {
    const contact = pathPolicy("/api/contact");
    expect(contact.writeMethods).toEqual(["POST", "PUT", "PATCH", "DELETE"]);
    expect(contact.allow).toBe("POST");
    expect(contact.guard).toBeUndefined();
  });

  it("takes the back office's form posts from its own pages only, a sign-in no larger than 8 KiB", () => {
    const login = pathPolicy("/de/admin/login");
    expect(login.writeMethods).toEqual(["POST"]);
    expect(login.guard?.bodyLimit).toBe(8 * 1024);
    expect(pathPolicy("/admin/leads/7/delete").guard?.bodyLimit).toBe(64 * 1024);
  });

  it("takes the blog's changes from our own pages only, each no larger than what it carries", () => {
    expect(pathPolicy("/api/blog/posts").writeMethods).toEqual(["POST", "PATCH", "DELETE"]);
    expect(pathPolicy("/api/blog/import").guard?.bodyLimit).toBe(8 * 1024 * 1024);
    expect(pathPolicy("/api/blog/posts").guard?.bodyLimit).toBe(1024 * 1024);
    expect(pathPolicy("/api/blog/posts/abc").guard?.bodyLimit).toBe(1024 * 1024);
    expect(pathPolicy("/api/blog/session").guard?.bodyLimit).toBe(8 * 1024);
    expect(pathPolicy("/api/blog/other").guard?.bodyLimit).toBe(64 * 1024);
  });

  it("refuses in the back office with plain text in the page's language", async () => {
    const forbidden = refusalOf("/de/admin/leads/7", "cross-site");
    expect(forbidden.status).toBe(403);
    expect(forbidden.headers.get("Content-Type")).toBe("text/plain; charset=UTF-8");
    expect(await forbidden.text()).toBe(adminDe.errors.forbidden);
    const tooLarge = refusalOf("/admin/login", "too-large");
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.text()).toBe(adminEn.errors.tooLarge);
  });

  it("refuses in the blog's API with JSON in the dialog's language, kept by no cache", async () => {
    const forbidden = refusalOf("/api/blog/posts", "cross-site", "?lang=de");
    expect(forbidden.status).toBe(403);
    expect(forbidden.headers.get("Cache-Control")).toBe("no-store");
    expect(await forbidden.json()).toEqual({ message: blogAdminDe.api.crossSite });
    const tooLarge = refusalOf("/api/blog/import", "too-large", "?lang=en");
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ message: blogAdminEn.api.tooLarge });
  });
});

describe("prerenderedStandIn", () => {
  it("answers every post of the demo blog with the one pre-rendered shell of its language", () => {
    expect(prerenderedStandIn("blogPost.en")).toBe("/blog/shell");
    expect(prerenderedStandIn("blogPost.de")).toBe("/de/blog/shell");
  });

  it("stands in for no other page", () => {
    for (const route of ["blog.en", "home.de", "not-found", "blog-feed.en", "admin-lead.en"])
      expect(prerenderedStandIn(route), route).toBeUndefined();
  });
});
