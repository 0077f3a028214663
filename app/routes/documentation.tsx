import { useCallback, useState, type MouseEvent } from "react";
import { CodeExample } from "#app/components/docs/code-example.tsx";
import { DocsNav } from "#app/components/docs/docs-nav.tsx";
import { useCopy } from "#app/components/site-context.tsx";
import { isModifiedClick, scrollToSection } from "#app/lib/browser/scroll.ts";
import { useActiveSection } from "#app/lib/browser/use-active-section.ts";
import { useHashScroll } from "#app/lib/browser/use-hash-scroll.ts";
import { DEFER_RENDER_CLASS } from "#app/lib/rendering/markers.ts";
import { StaticContent } from "#app/lib/rendering/static-content.tsx";
import { loadPage } from "#app/site/page.server.ts";
import { staticPage, type StaticPageLayoutProps } from "#app/site/static-page.tsx";
import type { Route } from "./+types/documentation";

export const loader = ({ url }: Route.LoaderArgs) => loadPage("documentation", url);

// The documentation's text is static content (decision 0031): it hydrates as the server's HTML, without its code
// or copy (app/components/docs/docs-content.tsx). What React runs from the start is the contents' behaviour, the
// in-page links' scrolling and the example's copy button, which brings its own few words (app/content/api-example).
type DocsModule = typeof import("#app/components/docs/docs-content.tsx");
const docsParts = <const Names extends (keyof DocsModule)[]>(...names: Names) =>
  Object.fromEntries(
    names.map((name) => [name, () => import("#app/components/docs/docs-content.tsx").then((module) => module[name])]),
  ) as { [Name in Names[number]]: () => Promise<DocsModule[Name]> };
const parts = docsParts(
  "DocsHero",
  "DocsNavToggle",
  "DocsNavList",
  "DocsBeforeApi",
  "DocsApiReference",
  "DocsApiAuthentication",
  "DocsAfterApi",
);

const page = staticPage("documentation", { parts, layout: DocumentationPage });
export const { clientLoader, meta, handle } = page;
export default page.Page;

function DocumentationPage({
  parts: { DocsHero, DocsNavToggle, DocsNavList, DocsBeforeApi, DocsApiReference, DocsApiAuthentication, DocsAfterApi },
  links,
}: StaticPageLayoutProps<Pick<DocsModule, keyof typeof parts>, unknown>) {
  const example = useCopy("api-example");
  const [sectionIds, setSectionIds] = useState<string[]>([]);
  const { active, pin } = useActiveSection(sectionIds);
  useHashScroll(pin);

  const goTo = useCallback(
    (id: string) => {
      if (!document.getElementById(id)) return;
      pin(id);
      scrollToSection(id);
    },
    [pin],
  );
  // In-page links of the copy (cards, links in the text) scroll like the navigation does.
  const followInPageLink = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest("a");
    const href = link?.getAttribute("href");
    if (!href?.startsWith("#") || isModifiedClick(event)) return;
    event.preventDefault();
    goTo(decodeURIComponent(href.slice(1)));
  };

  return (
    <>
      <StaticContent className="contents">
        <DocsHero />
      </StaticContent>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10 lg:px-8 xl:grid-cols-[17rem_minmax(0,1fr)] xl:gap-14">
        <DocsNav
          toggleLabel={
            <StaticContent as="span" className="font-semibold text-slate-900">
              <DocsNavToggle />
            </StaticContent>
          }
          active={active}
          onSections={setSectionIds}
          onNavigate={goTo}
        >
          <StaticContent>
            <DocsNavList />
          </StaticContent>
        </DocsNav>
        {/* Clicks are handled for the links inside; the container itself is not interactive. */}
        {/* A column with gaps, not margins: the static parts' wrappers take no room of their own (`contents`). */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
        <div onClick={followInPageLink} className="flex min-w-0 max-w-4xl flex-col gap-20 py-10 lg:py-12">
          <StaticContent className="contents" onKeptClick={links}>
            <DocsBeforeApi />
          </StaticContent>
          <section aria-labelledby="api-reference" className={DEFER_RENDER_CLASS}>
            <StaticContent className="contents" onKeptClick={links}>
              <DocsApiReference />
            </StaticContent>
            <section
              id="api-authentication"
              aria-labelledby="api-authentication-title"
              className="mt-6 scroll-mt-16 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-8 lg:scroll-mt-0"
            >
              <StaticContent className="contents" onKeptClick={links}>
                <DocsApiAuthentication />
              </StaticContent>
              <div className="mt-6">
                <CodeExample code={example.code} label={example.label} labels={example} />
              </div>
            </section>
          </section>
          <StaticContent className="contents" onKeptClick={links}>
            <DocsAfterApi />
          </StaticContent>
        </div>
      </div>
    </>
  );
}
