import copyChunks from "virtual:copy-chunks";
import aboutDe from "#app/content/about/de.ts";
import aboutEn from "#app/content/about/en.ts";
import apiExampleDe from "#app/content/api-example/de.ts";
import apiExampleEn from "#app/content/api-example/en.ts";
import blogPostDe from "#app/content/blog-post/de.ts";
import blogPostEn from "#app/content/blog-post/en.ts";
import blogAdminDe from "#app/content/blog-admin/de.ts";
import blogAdminEn from "#app/content/blog-admin/en.ts";
import blogDe from "#app/content/blog/de.ts";
import blogEn from "#app/content/blog/en.ts";
import careersDe from "#app/content/careers/de.ts";
import careersEn from "#app/content/careers/en.ts";
import contactDe from "#app/content/contact/de.ts";
import contactEn from "#app/content/contact/en.ts";
import documentationDe from "#app/content/documentation/de.ts";
import documentationEn from "#app/content/documentation/en.ts";
import footerDe from "#app/content/footer/de.ts";
import footerEn from "#app/content/footer/en.ts";
import homeChatDe from "#app/content/home-chat/de.ts";
import homeChatEn from "#app/content/home-chat/en.ts";
import homeDe from "#app/content/home/de.ts";
import homeEn from "#app/content/home/en.ts";
import impressumDe from "#app/content/impressum/de.ts";
import privacyPolicyDe from "#app/content/privacy-policy/de.ts";
import privacyPolicyEn from "#app/content/privacy-policy/en.ts";
import siteExtrasDe from "#app/content/site-extras/de.ts";
import siteExtrasEn from "#app/content/site-extras/en.ts";
import siteDe from "#app/content/site/de.ts";
import siteEn from "#app/content/site/en.ts";
import termsOfServiceDe from "#app/content/terms-of-service/de.ts";
import termsOfServiceEn from "#app/content/terms-of-service/en.ts";
import { copyOfDocument, copySource, provideCopy, type CopyId, type CopyTypes } from "#app/i18n/copy.ts";
import type { Locale } from "#app/i18n/locales.ts";

/**
 * The server has every content module at hand: the registry is filled once, when this module loads (entry.server
 * imports it), so a render never waits for copy. copy.test.ts holds this table to the browser's.
 */
export const serverCopy: { [Id in CopyId]: Partial<Record<Locale, CopyTypes[Id]>> } = {
  site: { en: siteEn, de: siteDe },
  "site-extras": { en: siteExtrasEn, de: siteExtrasDe },
  footer: { en: footerEn, de: footerDe },
  contact: { en: contactEn, de: contactDe },
  home: { en: homeEn, de: homeDe },
  "home-chat": { en: homeChatEn, de: homeChatDe },
  about: { en: aboutEn, de: aboutDe },
  blog: { en: blogEn, de: blogDe },
  "blog-post": { en: blogPostEn, de: blogPostDe },
  "blog-admin": { en: blogAdminEn, de: blogAdminDe },
  careers: { en: careersEn, de: careersDe },
  documentation: { en: documentationEn, de: documentationDe },
  "api-example": { en: apiExampleEn, de: apiExampleDe },
  "privacy-policy": { en: privacyPolicyEn, de: privacyPolicyDe },
  "terms-of-service": { en: termsOfServiceEn, de: termsOfServiceDe },
  impressum: { de: impressumDe },
};

for (const [id, byLocale] of Object.entries(serverCopy) as [CopyId, Partial<Record<Locale, never>>][]) {
  for (const [locale, copy] of Object.entries(byLocale) as [Locale, never][]) provideCopy(id, locale, copy);
}

/**
 * Module preloads for the copy chunks a document at this path hydrates with, and the chunks they import: the
 * client start (app/lib/rendering/client-start.ts) fetches them beside React Router's own, after the first paint,
 * so the browser's registry is filled without a round trip of its own before hydration. None in development,
 * where the dev server serves each module as it is asked for.
 */
export function copyPreloads(pathname: string, existing: string): string {
  const urls = new Set(copyOfDocument(pathname).flatMap((ref) => copyChunks[copySource(ref)] ?? []));
  return [...urls]
    .filter((url) => !existing.includes(`"${url}"`))
    .map((url) => `<link rel="modulepreload" href="${url}"/>`)
    .join("");
}
