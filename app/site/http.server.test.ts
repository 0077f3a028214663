import { describe, expect, it } from "vitest";
import { prerenderedStandIn } from "#app/site/http.server.ts";

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
