import { MarkdownText } from "#app/components/markdown-text.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { useCopy } from "#app/components/site-context.tsx";

type LegalDocumentProps = {
  /** The content module of the text, in the page's language from the copy registry. */
  copyId: "privacy-policy" | "terms-of-service";
  /** The date of its `lastUpdated` written out in the page's language. */
  lastUpdatedText: string;
};

/** The parts a section's body names with a heading of their own (`# Visit statistics {#visit-statistics}`). */
function partsOf(body: string): { id: string; title: string }[] {
  return [...body.matchAll(/^# (.+?) \{#([\w-]+)\}$/gm)].map(([, title = "", id = ""]) => ({ id, title }));
}

/** A numbered legal text (privacy policy, terms of service) with its date and a table of contents. */
export function LegalDocument({ copyId, lastUpdatedText }: LegalDocumentProps) {
  const { heading, lead, lastUpdated, contentsLabel, sections } = useCopy(copyId);
  return (
    <>
      <PageHero title={heading} lead={lead}>
        <p className="mt-6 text-sm font-medium text-slate-600">
          {lastUpdated.label} <time dateTime={lastUpdated.date}>{lastUpdatedText}</time>
        </p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <nav aria-labelledby="legal-contents" className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
          <h2 id="legal-contents" className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
            {contentsLabel}
          </h2>
          <ol className="mt-4 grid gap-x-8 gap-y-2 text-sm sm:grid-cols-2">
            {sections.map((section, index) => (
              <li key={section.id} className="flex gap-2">
                <span aria-hidden="true" className="w-5 shrink-0 text-right text-slate-600 tabular-nums">
                  {index + 1}.
                </span>
                <div>
                  <a href={`#${section.id}`} className="rounded text-indigo-700 hover:text-indigo-900 hover:underline">
                    {section.title}
                  </a>
                  {partsOf(section.body).map((part) => (
                    <a
                      key={part.id}
                      href={`#${part.id}`}
                      className="mt-1 block rounded text-indigo-700 hover:text-indigo-900 hover:underline"
                    >
                      {part.title}
                    </a>
                  ))}
                </div>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-12">
            <h2 id={`${section.id}-title`} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
              <span className="text-indigo-700 tabular-nums">{index + 1}.</span> {section.title}
            </h2>
            <MarkdownText source={section.body} className="mt-4 leading-7 text-pretty text-slate-700" />
          </section>
        ))}
      </div>
    </>
  );
}
