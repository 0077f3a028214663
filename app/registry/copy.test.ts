import { describe, expect, it } from "vitest";
import {
  copyModules,
  copyOf,
  copyOfDocument,
  copyOfPath,
  copySource,
  loadCopy,
  type CopyId,
} from "#app/registry/copy.ts";
import type { Locale } from "#app/i18n/locales.ts";

// Every content module on disk, by its path: what the registry's tables must name.
const onDisk = import.meta.glob<{ default: unknown }>("../content/*/{en,de}.ts", { eager: true });

const entries = (Object.keys(copyModules) as CopyId[]).flatMap((id) =>
  (Object.keys(copyModules[id]) as Locale[]).map((locale) => ({ id, locale })),
);

describe("the copy registry", () => {
  it("imports each content module from app/content/<id>/<locale>.ts, the name the server preloads it by", async () => {
    for (const ref of entries) {
      const module = onDisk[`../${copySource(ref).slice("app/".length)}`];
      expect(module, copySource(ref)).toBeDefined();
      expect((await copyModules[ref.id][ref.locale]!()).default, copySource(ref)).toBe(module!.default);
    }
  });

  it("finds on disk exactly the content modules CopyTypes names, each in English and German (the Impressum in German only)", () => {
    const ids: Record<CopyId, true> = {
      site: true,
      "site-extras": true,
      footer: true,
      contact: true,
      home: true,
      "home-chat": true,
      about: true,
      blog: true,
      "blog-post": true,
      "blog-admin": true,
      careers: true,
      documentation: true,
      "api-example": true,
      "privacy-policy": true,
      "terms-of-service": true,
      impressum: true,
    };
    expect(Object.keys(copyModules).toSorted()).toEqual(Object.keys(ids).toSorted());
    for (const id of Object.keys(ids) as CopyId[])
      expect(Object.keys(copyModules[id]).toSorted(), id).toEqual(id === "impressum" ? ["de"] : ["de", "en"]);
  });

  it("hands out copy only once it is loaded, and the very module then", async () => {
    expect(() => copyOf("about", "de")).toThrow(/about\/de was not loaded/);
    await loadCopy([{ id: "about", locale: "de" }]);
    expect(copyOf("about", "de")).toBe(onDisk["../content/about/de.ts"]!.default);
  });

  it("on the server, holds every content module of the browser's table, at start", async () => {
    const { serverCopy } = await import("#app/registry/copy.server.ts");
    expect(Object.keys(serverCopy).toSorted()).toEqual(Object.keys(copyModules).toSorted());
    for (const { id, locale } of entries) {
      expect(serverCopy[id][locale], `${id}/${locale}`).toBe(onDisk[`../content/${id}/${locale}.ts`]!.default);
      expect(copyOf(id, locale)).toBe(serverCopy[id][locale]);
    }
    for (const id of Object.keys(serverCopy) as CopyId[]) {
      expect(Object.keys(serverCopy[id]).toSorted(), id).toEqual(Object.keys(copyModules[id]).toSorted());
    }
  });

  it("names what a client-side navigation to a path renders: the site's copy (with what it shows on demand) and the footer's in its language, and its page's", () => {
    const names = (path: string) => copyOfPath(path).map(({ id, locale }) => `${id}/${locale}`);
    expect(names("/")).toEqual(["site/en", "site-extras/en", "footer/en", "home/en", "home-chat/en", "contact/en"]);
    expect(names("/de")).toEqual(["site/de", "site-extras/de", "footer/de", "home/de", "home-chat/de", "contact/de"]);
    expect(names("/de/privacy-policy")).toEqual(["site/de", "site-extras/de", "footer/de", "privacy-policy/de"]);
    expect(names("/blog/1")).toEqual(["site/en", "site-extras/en", "footer/en", "blog-post/en", "blog-admin/en"]);
    expect(names("/de/blog/shell")).toEqual([
      "site/de",
      "site-extras/de",
      "footer/de",
      "blog-post/de",
      "blog-admin/de",
    ]);
    expect(names("/de/impressum")).toEqual(["site/de", "site-extras/de", "footer/de", "impressum/de"]);
    // No page: the not-found screen, in the path's language.
    expect(names("/impressum")).toEqual(["site/en", "site-extras/en", "footer/en"]);
    expect(names("/de/nowhere")).toEqual(["site/de", "site-extras/de", "footer/de"]);
  });

  it("names what a document at a path hydrates with: the site's copy, and only what its live parts render", () => {
    const names = (path: string) => copyOfDocument(path).map(({ id, locale }) => `${id}/${locale}`);
    // Static content (decision 0031) hydrates without copy: the footer, the legal texts, About, Careers.
    for (const path of ["/about-us", "/de/careers", "/privacy-policy", "/de/terms-of-service", "/de/impressum"]) {
      expect(names(path), path).toEqual([`site/${path.startsWith("/de") ? "de" : "en"}`]);
    }
    // No page: the not-found screen, whose words are among what the site shows on demand.
    expect(names("/de/nowhere")).toEqual(["site/de", "site-extras/de"]);
    // The home page's hero chat and the documentation's example request are live: their copy comes along.
    expect(names("/de")).toEqual(["site/de", "home-chat/de"]);
    expect(names("/documentation")).toEqual(["site/en", "api-example/en"]);
    // The administrator mode's words come with its dialogs.
    expect(names("/blog")).toEqual(["site/en"]);
    expect(names("/de/blog/1")).toEqual(["site/de"]);
  });
});
