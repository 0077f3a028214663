import aboutDe from "#app/content/about/de.ts";
import aboutEn from "#app/content/about/en.ts";
import blogDe from "#app/content/blog/de.ts";
import blogEn from "#app/content/blog/en.ts";
import careersDe from "#app/content/careers/de.ts";
import careersEn from "#app/content/careers/en.ts";
import documentationDe from "#app/content/documentation/de.ts";
import documentationEn from "#app/content/documentation/en.ts";
import homeDe from "#app/content/home/de.ts";
import homeEn from "#app/content/home/en.ts";
import impressumDe from "#app/content/impressum/de.ts";
import privacyDe from "#app/content/privacy-policy/de.ts";
import privacyEn from "#app/content/privacy-policy/en.ts";
import termsDe from "#app/content/terms-of-service/de.ts";
import termsEn from "#app/content/terms-of-service/en.ts";

export type SitePage = { path: string; locale: "en" | "de"; heading: string; title: string };

const page = (path: string, locale: "en" | "de", copy: { heading: string; meta: { title: string } }): SitePage => ({
  path,
  locale,
  heading: copy.heading,
  title: copy.meta.title,
});

/** Every static page of the site in both languages, with the heading and title it must show. */
export const sitePages: SitePage[] = [
  page("/", "en", homeEn),
  page("/de", "de", homeDe),
  page("/about-us", "en", aboutEn),
  page("/de/about-us", "de", aboutDe),
  page("/blog", "en", blogEn),
  page("/de/blog", "de", blogDe),
  page("/documentation", "en", documentationEn),
  page("/de/documentation", "de", documentationDe),
  page("/careers", "en", careersEn),
  page("/de/careers", "de", careersDe),
  page("/privacy-policy", "en", privacyEn),
  page("/de/privacy-policy", "de", privacyDe),
  page("/terms-of-service", "en", termsEn),
  page("/de/terms-of-service", "de", termsDe),
  page("/de/impressum", "de", impressumDe),
];
