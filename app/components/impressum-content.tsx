import { MarkdownText } from "#app/components/markdown-text.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { useCopy } from "#app/components/site-context.tsx";

/** The legal notice below the header: the company's facts and the notices German law asks for. */
export function ImpressumContent() {
  const content = useCopy("impressum");
  return (
    <>
      <PageHero title={content.heading} lead={content.lead} />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div className="grid gap-x-10 gap-y-8 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:grid-cols-2 sm:p-8">
          {content.facts.map((fact) => (
            <section key={fact.id} id={fact.id} aria-labelledby={`${fact.id}-title`}>
              <h2 id={`${fact.id}-title`} className="text-base font-semibold text-slate-900">
                {fact.title}
              </h2>
              <MarkdownText source={fact.body} className="mt-2 leading-7 break-words text-slate-700" />
            </section>
          ))}
        </div>
        {content.notices.map((notice) => (
          <section key={notice.id} id={notice.id} aria-labelledby={`${notice.id}-title`} className="mt-12">
            <h2 id={`${notice.id}-title`} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
              {notice.title}
            </h2>
            <MarkdownText source={notice.body} className="mt-4 leading-7 text-pretty text-slate-700" />
          </section>
        ))}
      </div>
    </>
  );
}
