import { describe, expect, it } from "vitest";
import { pageIds, pages, prerenderedPaths, routeId } from "#app/i18n/pages.ts";

describe("the page registry", () => {
  it("follows the route table of the specification", () => {
    expect(pages.home.paths).toEqual({ en: "/", de: "/de" });
    expect(pages.about.paths).toEqual({ en: "/about-us", de: "/de/about-us" });
    expect(pages.blog.paths).toEqual({ en: "/blog", de: "/de/blog" });
    expect(pages.blogPost.paths).toEqual({ en: "/blog/:id", de: "/de/blog/:id" });
    expect(pages.documentation.paths).toEqual({ en: "/documentation", de: "/de/documentation" });
    expect(pages.careers.paths).toEqual({ en: "/careers", de: "/de/careers" });
    expect(pages.privacyPolicy.paths).toEqual({ en: "/privacy-policy", de: "/de/privacy-policy" });
    expect(pages.termsOfService.paths).toEqual({ en: "/terms-of-service", de: "/de/terms-of-service" });
    expect(pages.impressum.paths).toEqual({ de: "/de/impressum" });
  });

  it("gives every route a distinct id", () => {
    const ids = pageIds.flatMap((page) =>
      Object.keys(pages[page].paths).map((locale) => routeId(page, locale as "en" | "de")),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("pre-renders every static page of both languages and the seeded blog posts, but no pattern", () => {
    const paths = prerenderedPaths();
    expect(paths).toEqual(
      expect.arrayContaining(["/", "/de", "/about-us", "/de/about-us", "/de/impressum", "/blog/1", "/de/blog/2"]),
    );
    expect(paths).not.toContain("/impressum");
    expect(paths.some((path) => path.includes(":"))).toBe(false);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
