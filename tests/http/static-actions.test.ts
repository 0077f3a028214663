/**
 * Every kept button of a built page does something (issue 46): a button of static content names its action
 * (`data-action`, decision 0031), and while the page is the server's HTML only its page's `useStaticLinks` can carry
 * it out. An action the page does not handle would be a button that does nothing until React renders the page, and
 * for good where that never happens. Read from the pre-rendered files themselves, both languages.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { actionsOf } from "#app/components/static-actions.ts";
import { matchPage } from "#app/i18n/paths.ts";

const client = join(import.meta.dirname, "../../build/client");

function builtPages(dir = client): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "assets" ? [] : builtPages(path);
    return entry.name === "index.html" ? [path] : [];
  });
}

/** The kept buttons of a page whose action its page does not handle, as `action at path`. */
function unhandled(html: string, path: string): string[] {
  const handled = actionsOf(matchPage(path)?.page);
  return [...new JSDOM(html).window.document.querySelectorAll("[data-action]")]
    .map((element) => element.getAttribute("data-action") ?? "")
    .filter((action) => !handled.includes(action))
    .map((action) => `${action} at ${path}`);
}

const pathOf = (file: string) => `/${relative(client, file)}`.replace(/\/?index\.html$/, "") || "/";

describe("the kept buttons of the built pages", () => {
  const pages = builtPages();

  it("each name an action their page handles, in both languages", () => {
    expect(pages.map(pathOf)).toEqual(expect.arrayContaining(["/", "/de", "/about-us", "/de/blog", "/blog/1"]));
    const found = pages.flatMap((file) => unhandled(readFileSync(file, "utf8"), pathOf(file)));
    expect(found).toEqual([]);
    // The check reads what it judges: the blog's sign-in and the popup's openers are there to be found.
    const all = pages.map((file) => readFileSync(file, "utf8")).join("");
    for (const action of ["contact-popup", "blog-login", "back-to-top"])
      expect(all).toContain(`data-action="${action}"`);
  });

  it("would fail for a planted button whose action nobody handles, or one the page does not own", () => {
    const about = readFileSync(join(client, "about-us/index.html"), "utf8");
    const planted = about.replace("<main", '<main><button type="button" data-action="share-page">Share</button');
    expect(unhandled(planted, "/about-us")).toEqual(["share-page at /about-us"]);
    const stray = about.replace("<main", '<main><button type="button" data-action="back-to-top">Top</button');
    expect(unhandled(stray, "/about-us")).toEqual(["back-to-top at /about-us"]);
    expect(unhandled(stray, "/blog/1")).toEqual([]);
  });
});
