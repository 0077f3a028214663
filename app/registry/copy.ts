import type { AboutContent } from "#app/content/about/types.ts";
import type { ApiExampleContent } from "#app/content/api-example/types.ts";
import type { BlogPostContent } from "#app/content/blog-post/types.ts";
import type { BlogAdminCopy, BlogContent } from "#app/content/blog/types.ts";
import type { CareersContent } from "#app/content/careers/types.ts";
import type { ContactContent } from "#app/content/contact/types.ts";
import type { DocumentationContent } from "#app/content/documentation/types.ts";
import type { FooterContent } from "#app/content/footer/types.ts";
import type { HomeChatContent } from "#app/content/home-chat/types.ts";
import type { HomeContent } from "#app/content/home/types.ts";
import type { ImpressumContent } from "#app/content/impressum/types.ts";
import type { PrivacyPolicyContent } from "#app/content/privacy-policy/types.ts";
import type { SiteExtrasContent } from "#app/content/site-extras/types.ts";
import type { SiteContent } from "#app/content/site/types.ts";
import type { TermsOfServiceContent } from "#app/content/terms-of-service/types.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { PageId } from "#app/i18n/pages.ts";
import { localeFromPath, matchPage } from "#app/i18n/paths.ts";

/**
 * The copy registry (decision 0028): the content modules a page renders, by their directory under app/content/,
 * found synchronously while React renders. Copy reaches a page from here, not from its loader, so the HTML
 * carries each word once (as markup) instead of twice (as markup and as hydration data). The server fills the
 * registry at start (copy.server.ts); the browser loads a page's copy before it hydrates (entry.client.tsx) and
 * before a client-side navigation shows the next page (root.tsx's client middleware).
 */
export type CopyTypes = {
  site: SiteContent;
  "site-extras": SiteExtrasContent;
  footer: FooterContent;
  contact: ContactContent;
  home: HomeContent;
  "home-chat": HomeChatContent;
  about: AboutContent;
  blog: BlogContent;
  "blog-post": BlogPostContent;
  "blog-admin": BlogAdminCopy;
  careers: CareersContent;
  documentation: DocumentationContent;
  "api-example": ApiExampleContent;
  "privacy-policy": PrivacyPolicyContent;
  "terms-of-service": TermsOfServiceContent;
  impressum: ImpressumContent;
};

export type CopyId = keyof CopyTypes;

type CopyModule<Copy> = () => Promise<{ default: Copy }>;

/** The registry's content modules by id and language, from their paths under app/content (`./<id>/<locale>.ts`). */
export function byIdAndLocale<Module>(
  modules: Record<string, Module>,
): Record<string, Partial<Record<Locale, Module>>> {
  const table: Record<string, Partial<Record<Locale, Module>>> = {};
  for (const [path, module] of Object.entries(modules)) {
    const [, id, locale] = /^\.\/([^/]+)\/(en|de)\.ts$/.exec(path)!;
    (table[id!] ??= {})[locale as Locale] = module;
  }
  return table;
}

/**
 * Every content module in each language it is written in, imported on demand: the bundler makes each one a
 * chunk of its own, so a visitor downloads the copy of the pages they open in their language only, and keeps it
 * cached from one page to the next (the site's copy on every page). Found on disk, as
 * `app/content/<id>/<locale>.ts` (the server's preload links rely on that name), but for the content the server
 * alone writes with (the back office's, e-mails, plain-text answers, the data export); copy.test.ts holds the ids to CopyTypes.
 */
export const copyModules = byIdAndLocale(
  import.meta.glob(["../content/*/{en,de}.ts", "!../content/{admin,http-answers,data-export,*-email}/*"], {
    base: "../content",
  }),
) as { [Id in CopyId]: Partial<Record<Locale, CopyModule<CopyTypes[Id]>>> };

/**
 * What each page renders of the registry, one line a page: its own content module (its words, and its metadata's);
 * what its live parts read (`live`), which its document hydrates with; and what it renders later besides (`later`).
 * Its own copy is static content's on every page (decision 0031): the document hydrates without it, and a
 * client-side navigation loads it with the page's parts. A page that rendered its own copy live would name it in
 * `live`. Read by the browser's entry before any route module is there, so it cannot live in the routes.
 */
export const pageCopy = {
  home: { own: "home", live: ["home-chat"], later: ["contact"] },
  about: { own: "about" },
  // The blog is static content until the visitor's store or admin mode says otherwise (live-blog.ts): its words come
  // with its code; the administrator mode's come with its dialogs (app/components/blog/use-blog-admin.tsx).
  blog: { own: "blog", later: ["blog-admin"] },
  blogPost: { own: "blog-post", later: ["blog-admin"] },
  documentation: { own: "documentation", live: ["api-example"] },
  careers: { own: "careers" },
  privacyPolicy: { own: "privacy-policy" },
  termsOfService: { own: "terms-of-service" },
  impressum: { own: "impressum" },
} as const satisfies Record<PageId, PageCopy>;

type PageCopy = { own: CopyId; live?: readonly CopyId[]; later?: readonly CopyId[] };
const copyOfPage = (page: PageId): PageCopy => pageCopy[page];

/** The copy of a page. */
export type PageContent<Page extends PageId> = CopyTypes[(typeof pageCopy)[Page]["own"]];

/** One content module in one language. */
export type CopyRef = { id: CopyId; locale: Locale };

/** Where a content module's source is: the server names its chunk by it (copy.server.ts). */
export const copySource = ({ id, locale }: CopyRef) => `app/content/${id}/${locale}.ts`;

const registry = new Map<string, unknown>();
const keyOf = ({ id, locale }: CopyRef) => `${id}/${locale}`;

/**
 * The content modules a client-side navigation to this path renders: the site's (with what it shows on demand),
 * the footer's and its page's.
 */
export function copyOfPath(pathname: string): CopyRef[] {
  const page = matchPage(pathname)?.page;
  if (!page) return refs(pathname, ["site-extras", "footer"]);
  const { own, live = [], later = [] } = copyOfPage(page);
  return refs(pathname, ["site-extras", "footer", own, ...live, ...later]);
}

/**
 * The content modules a document at this path hydrates with: the site's, and of its page's what its live parts
 * render (the footer is static content; what the site shows on demand comes when it is shown).
 */
export function copyOfDocument(pathname: string): CopyRef[] {
  const page = matchPage(pathname)?.page;
  // No page: the not-found screen, whose words are among what the site shows on demand.
  return refs(pathname, page ? (copyOfPage(page).live ?? []) : ["site-extras"]);
}

function refs(pathname: string, ids: readonly CopyId[]): CopyRef[] {
  const locale = localeFromPath(pathname);
  return ["site" as const, ...ids].filter((id) => copyModules[id][locale]).map((id) => ({ id, locale }));
}

/** Puts a content module into the registry (the server does so for every module at start). */
export function provideCopy<Id extends CopyId>(id: Id, locale: Locale, copy: CopyTypes[Id]): void {
  registry.set(keyOf({ id, locale }), copy);
}

/** Loads content modules into the registry; what is there already costs nothing. */
export async function loadCopy(refs: CopyRef[]): Promise<void> {
  await Promise.all(
    refs.map(async (ref) => {
      if (registry.has(keyOf(ref))) return;
      const load = copyModules[ref.id][ref.locale];
      if (!load) throw new Error(`app/content/${ref.id} has no copy in ${ref.locale}`);
      registry.set(keyOf(ref), (await load()).default);
    }),
  );
}

/** Whether every one of these content modules is in the registry. */
export function isCopyLoaded(refs: CopyRef[]): boolean {
  return refs.every((ref) => registry.has(keyOf(ref)));
}

/** A content module in a language, from the registry: loaded before anything renders it, or a mistake. */
export function copyOf<Id extends CopyId>(id: Id, locale: Locale): CopyTypes[Id] {
  const copy = registry.get(keyOf({ id, locale }));
  if (copy === undefined) throw new Error(`The copy ${id}/${locale} was not loaded before it was rendered.`);
  return copy as CopyTypes[Id];
}
