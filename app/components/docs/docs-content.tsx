import {
  BrainCircuit,
  ChartColumn,
  Database,
  MessageSquareText,
  ShieldCheck,
  Zap,
  type LucideIcon,
} from "lucide-react";
import { useContactPopup } from "#app/components/contact-popup.tsx";
import { MarkdownText } from "#app/components/markdown-text.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { useCopy } from "#app/components/site-context.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { faqAnchor, type FeatureId } from "#app/content/documentation/types.ts";
import { DEFER_RENDER_CLASS, staticAction } from "#app/lib/rendering/markers.ts";
import { CONTACT_POPUP_ACTION } from "#app/components/static-actions.ts";
import { cutLabel } from "#app/lib/text/cut-label.ts";

/**
 * The documentation's text, as the parts of static content its page is made of (decision 0031): each hydrates as
 * the server's HTML, and this module, with the page's copy, is fetched only when a client-side navigation renders
 * them. The page's live parts (the contents' behaviour, the example's copy button) are app/routes/documentation.tsx.
 */

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

export function DocsHero() {
  const content = useCopy("documentation");
  return <PageHero title={content.heading} lead={content.lead} />;
}

/** What the contents' button on narrow screens says. */
export function DocsNavToggle() {
  return useCopy("documentation").nav.toggle;
}

type NavItem = {
  id: string;
  /** What the link shows; may be shortened. */
  label: string;
  /** The full text when `label` is shortened: screen readers read it instead of the shortened one. */
  fullLabel?: string;
};

/**
 * The contents: a link per section, in groups. Plain in-page links: the page's navigation (app/components/docs/
 * docs-nav.tsx) handles their clicks and marks the current one, whether React rendered them or not.
 */
export function DocsNavList() {
  const { nav, features, guides, api, faq } = useCopy("documentation");
  const groups: { id: string; title: string; items: NavItem[] }[] = [
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
  return (
    <nav aria-label={nav.label}>
      {groups.map((group) => (
        <div key={group.id} className="mt-5 first:mt-4 lg:first:mt-0">
          <p id={`docs-nav-${group.id}`} className="px-3 text-xs font-semibold tracking-wider text-slate-600 uppercase">
            {group.title}
          </p>
          <ul aria-labelledby={`docs-nav-${group.id}`} className="mt-2 grid gap-0.5">
            {group.items.map((item) => (
              <li key={item.id}>
                <a
                  href={`#${item.id}`}
                  title={item.fullLabel}
                  className="block rounded-lg px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=location]:bg-indigo-50 aria-[current=location]:font-semibold aria-[current=location]:text-indigo-800"
                >
                  {item.fullLabel ? (
                    // The full text names the link; the shortened one is only seen. (An aria-label would
                    // hide the visible words from voice control users, who say what they see.)
                    <>
                      <span aria-hidden="true">{item.label}</span>
                      <span className="sr-only">{item.fullLabel}</span>
                    </>
                  ) : (
                    item.label
                  )}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** The introduction, the features and the user guides. */
export function DocsBeforeApi() {
  const { intro, features, guides } = useCopy("documentation");
  return (
    <>
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
                  <span aria-hidden="true" className="text-indigo-700 transition-transform group-hover:translate-x-0.5">
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
    </>
  );
}

/** The API reference's heading, introduction and endpoints. */
export function DocsApiReference() {
  const { api } = useCopy("documentation");
  return (
    <>
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
    </>
  );
}

/** How requests authenticate, above the example request. */
export function DocsApiAuthentication() {
  const { api } = useCopy("documentation");
  return (
    <>
      <h3 id="api-authentication-title" className="text-xl font-semibold text-slate-900">
        {api.auth.title}
      </h3>
      <MarkdownText source={api.auth.text} headingLevel={4} className={`mt-3 ${proseClass}`} />
    </>
  );
}

/** The questions and answers, and the way to support. */
export function DocsAfterApi() {
  const { faq, support } = useCopy("documentation");
  const { openContactPopup } = useContactPopup();
  return (
    <>
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
          {...staticAction(CONTACT_POPUP_ACTION)}
        >
          {support.button}
        </Button>
      </section>
    </>
  );
}
