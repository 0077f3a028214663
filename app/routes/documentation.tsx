import {
  BrainCircuit,
  ChartColumn,
  Database,
  MessageSquareText,
  ShieldCheck,
  Zap,
  type LucideIcon,
} from "lucide-react";
import { useCallback, useMemo, type MouseEvent } from "react";
import { useContactPopup } from "#app/components/contact-popup.tsx";
import { CodeExample } from "#app/components/docs/code-example.tsx";
import { DocsNav, type DocsNavGroup } from "#app/components/docs/docs-nav.tsx";
import { MarkdownText } from "#app/components/markdown-text.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import type { PageHandle } from "#app/components/site-shell.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useCopy } from "#app/components/site-context.tsx";
import { faqAnchor, type DocumentationContent, type FeatureId } from "#app/content/documentation/types.ts";
import { cutLabel } from "#app/lib/text/cut-label.ts";
import { pageMeta } from "#app/site/page.ts";
import { loadPage } from "#app/site/page.server.ts";
import { isModifiedClick, scrollToSection } from "#app/lib/browser/scroll.ts";
import { useActiveSection } from "#app/lib/browser/use-active-section.ts";
import { useHashScroll } from "#app/lib/browser/use-hash-scroll.ts";
import type { Route } from "./+types/documentation";
import { DEFER_RENDER_CLASS } from "#app/lib/rendering/markers.ts";

export function loader({ url }: Route.LoaderArgs) {
  return loadPage("documentation", url);
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, "documentation");

export const handle: PageHandle = { scrollThreshold: 20 };

const featureStyles: Record<FeatureId, { icon: LucideIcon; tone: string }> = {
  "natural-language": { icon: MessageSquareText, tone: "bg-indigo-100 text-indigo-700" },
  "ai-analysis": { icon: BrainCircuit, tone: "bg-violet-100 text-violet-700" },
  "multi-source": { icon: Database, tone: "bg-sky-100 text-sky-800" },
  "real-time": { icon: Zap, tone: "bg-amber-100 text-amber-800" },
  visualization: { icon: ChartColumn, tone: "bg-emerald-100 text-emerald-800" },
  security: { icon: ShieldCheck, tone: "bg-rose-100 text-rose-700" },
};

/** Anchor targets sit below the header, and on narrow screens also below the sticky contents bar. */
const anchorClass = "scroll-mt-16 lg:scroll-mt-0";
const h2Class = "text-3xl font-bold tracking-tight text-slate-900";
const proseClass = "leading-7 text-pretty text-slate-700";

function navGroups(content: DocumentationContent): DocsNavGroup[] {
  const { nav, features, guides, api, faq } = content;
  return [
    {
      id: "features",
      title: nav.groups.features,
      items: features.items.map(({ id, title }) => ({ id, label: title })),
    },
    { id: "guides", title: nav.groups.guides, items: guides.items.map(({ id, title }) => ({ id, label: title })) },
    { id: "api", title: nav.groups.api, items: api.endpoints.map(({ id, name }) => ({ id, label: name })) },
    {
      id: "faq",
      title: nav.groups.faq,
      items: faq.items.map(({ question }, index) => {
        const label = cutLabel(question);
        return { id: faqAnchor(index), label, fullLabel: label === question ? undefined : question };
      }),
    },
  ];
}

export default function DocumentationPage() {
  const content = useCopy("documentation");
  const { intro, features, guides, api, faq, support } = content;
  const { openContactPopup } = useContactPopup();
  const groups = useMemo(() => navGroups(content), [content]);
  const sectionIds = useMemo(() => groups.flatMap((group) => group.items.map((item) => item.id)), [groups]);
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
      <PageHero title={content.heading} lead={content.lead} />
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10 lg:px-8 xl:grid-cols-[17rem_minmax(0,1fr)] xl:gap-14">
        <DocsNav
          label={content.nav.label}
          toggleLabel={content.nav.toggle}
          groups={groups}
          active={active}
          onNavigate={goTo}
        />
        {/* Clicks are handled for the links inside; the container itself is not interactive. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
        <div onClick={followInPageLink} className="min-w-0 max-w-4xl space-y-20 py-10 lg:py-12">
          <section
            aria-labelledby="docs-intro"
            className="rounded-2xl border border-indigo-100 bg-gradient-to-br from-indigo-50 to-surface p-6 sm:p-8"
          >
            <h2 id="docs-intro" className="text-2xl font-bold tracking-tight text-slate-900">
              {intro.title}
            </h2>
            <p className={`mt-3 ${proseClass}`}>{intro.text}</p>
            <h3 className="mt-6 text-sm font-semibold tracking-wide text-slate-900 uppercase">{intro.guidesTitle}</h3>
            <ul className="mt-3 grid gap-3 sm:grid-cols-2">
              {guides.items.map((guide) => (
                <li key={guide.id}>
                  <a
                    href={`#${guide.id}`}
                    className="group block h-full rounded-xl border border-slate-200 bg-surface p-4 shadow-sm transition-colors hover:border-indigo-300 hover:bg-indigo-50/50"
                  >
                    <span className="flex items-center justify-between gap-2 font-semibold text-slate-900">
                      {guide.title}
                      <span
                        aria-hidden="true"
                        className="text-indigo-700 transition-transform group-hover:translate-x-0.5"
                      >
                        →
                      </span>
                    </span>
                    <span className="mt-1 block text-sm text-slate-600">{guide.description}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="features" className={DEFER_RENDER_CLASS}>
            <h2 id="features" className={h2Class}>
              {features.title}
            </h2>
            <p className="mt-3 text-lg text-slate-600">{features.intro}</p>
            <div className="mt-8 space-y-6">
              {features.items.map((feature) => {
                const { icon: Icon, tone } = featureStyles[feature.id];
                return (
                  <section
                    key={feature.id}
                    id={feature.id}
                    aria-labelledby={`${feature.id}-title`}
                    className={`${anchorClass} rounded-2xl border border-slate-200 bg-surface p-6 shadow-sm sm:p-8`}
                  >
                    <div className="flex items-start gap-4">
                      <span className={`inline-flex size-11 shrink-0 items-center justify-center rounded-xl ${tone}`}>
                        <Icon aria-hidden="true" className="size-6" />
                      </span>
                      <div>
                        <h3 id={`${feature.id}-title`} className="text-xl font-semibold text-slate-900">
                          {feature.title}
                        </h3>
                        <p className="mt-1 text-slate-600">{feature.description}</p>
                      </div>
                    </div>
                    <MarkdownText source={feature.content} headingLevel={4} className={`mt-5 ${proseClass}`} />
                  </section>
                );
              })}
            </div>
          </section>

          <section aria-labelledby="user-guides" className={DEFER_RENDER_CLASS}>
            <h2 id="user-guides" className={h2Class}>
              {guides.title}
            </h2>
            <p className="mt-3 text-lg text-slate-600">{guides.intro}</p>
            <div className="mt-8 space-y-10">
              {guides.items.map((guide) => (
                <section
                  key={guide.id}
                  id={guide.id}
                  aria-labelledby={`${guide.id}-title`}
                  className={`${anchorClass} border-l-4 border-indigo-200 pl-5 sm:pl-6`}
                >
                  <h3 id={`${guide.id}-title`} className="text-xl font-semibold text-slate-900">
                    {guide.title}
                  </h3>
                  <p className="mt-1 text-slate-600">{guide.description}</p>
                  <MarkdownText source={guide.content} headingLevel={4} className={`mt-4 ${proseClass}`} />
                </section>
              ))}
            </div>
          </section>

          <section aria-labelledby="api-reference" className={DEFER_RENDER_CLASS}>
            <h2 id="api-reference" className={h2Class}>
              {api.title}
            </h2>
            <MarkdownText source={api.intro} className={`mt-3 text-lg ${proseClass}`} />
            {/* One column: cards side by side would share a top edge, and the current section would be ambiguous. */}
            <div className="mt-8 grid gap-4">
              {api.endpoints.map((endpoint) => (
                <section
                  key={endpoint.id}
                  id={endpoint.id}
                  aria-labelledby={`${endpoint.id}-title`}
                  className={`${anchorClass} rounded-2xl border border-slate-200 bg-surface p-6 shadow-sm sm:grid sm:grid-cols-[16rem_1fr] sm:gap-6`}
                >
                  <div>
                    <h3 id={`${endpoint.id}-title`} className="text-lg font-semibold text-slate-900">
                      {endpoint.name}
                    </h3>
                    <p className="mt-2 flex flex-wrap items-center gap-2">
                      <code className="font-mono text-sm font-semibold text-slate-900">{endpoint.endpoint}</code>
                      <span className="rounded-md bg-indigo-100 px-2 py-0.5 text-xs font-bold tracking-wide text-indigo-800">
                        {endpoint.methods}
                      </span>
                    </p>
                  </div>
                  <p className="mt-3 leading-7 text-slate-600 sm:mt-0">{endpoint.description}</p>
                </section>
              ))}
            </div>
            <section
              id="api-authentication"
              aria-labelledby="api-authentication-title"
              className={`${anchorClass} mt-6 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-8`}
            >
              <h3 id="api-authentication-title" className="text-xl font-semibold text-slate-900">
                {api.auth.title}
              </h3>
              <MarkdownText source={api.auth.text} headingLevel={4} className={`mt-3 ${proseClass}`} />
              <div className="mt-6">
                <CodeExample code={api.auth.example} label={api.auth.exampleLabel} labels={api.auth} />
              </div>
            </section>
          </section>

          <section aria-labelledby="faq" className={DEFER_RENDER_CLASS}>
            <h2 id="faq" className={h2Class}>
              {faq.title}
            </h2>
            <p className="mt-3 text-lg text-slate-600">{faq.intro}</p>
            <div className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-surface">
              {faq.items.map((entry, index) => (
                <section
                  key={entry.question}
                  id={faqAnchor(index)}
                  aria-labelledby={`${faqAnchor(index)}-title`}
                  className={`${anchorClass} p-6`}
                >
                  <h3 id={`${faqAnchor(index)}-title`} className="text-lg font-semibold text-slate-900">
                    {entry.question}
                  </h3>
                  <MarkdownText source={entry.answer} headingLevel={4} className={`mt-2 ${proseClass}`} />
                </section>
              ))}
            </div>
          </section>

          <section
            aria-labelledby="support"
            className={`${DEFER_RENDER_CLASS} keep-colors flex flex-col items-start gap-6 rounded-2xl bg-indigo-700 p-8 text-white sm:flex-row sm:items-center sm:justify-between`}
          >
            <div>
              <h2 id="support" className="text-2xl font-bold tracking-tight">
                {support.title}
              </h2>
              <p className="mt-2 text-pretty text-indigo-50">{support.text}</p>
            </div>
            <Button
              variant="secondary"
              size="lg"
              className="shrink-0"
              aria-haspopup="dialog"
              onClick={openContactPopup}
            >
              {support.button}
            </Button>
          </section>
        </div>
      </div>
    </>
  );
}
