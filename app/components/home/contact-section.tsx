import { useState } from "react";
import type { HomeContent } from "#app/content/home/types.ts";
import type { ContactOutcome } from "#app/lib/contact/schema.ts";
import { ContactForm } from "#app/components/contact-form.tsx";
import { SectionHeading } from "#app/components/home/section-heading.tsx";
import { DEFER_RENDER_CLASS } from "#app/lib/rendering/markers.ts";
import { cn } from "#app/lib/cn.ts";
import { useCopy } from "#app/components/site-context.tsx";

type ContactSectionProps = { outcome: ContactOutcome | null };

/** The demo request form with the questions people ask before sending it. */
export function ContactSection({ outcome }: ContactSectionProps) {
  const { contact } = useCopy("home");
  const formCopy = useCopy("contact").form;
  return (
    <section
      id="contact"
      aria-labelledby="contact-heading"
      className={`${DEFER_RENDER_CLASS} bg-surface py-20 sm:py-28`}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="contact-heading" {...contact} />
        <div className="mt-14 grid gap-12 lg:grid-cols-5">
          <div className="relative lg:col-span-3">
            <ContactForm copy={formCopy} outcome={outcome} />
          </div>
          <div className="lg:col-span-2">
            <h3 className="text-xl font-semibold text-slate-900">{contact.faqHeading}</h3>
            <FaqList entries={contact.faq} />
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * The questions with every answer on view (SPEC: clicking toggles a list of
 * expanded entries, "but all answers remain visible"): a click marks the entry
 * the visitor is reading, nothing is ever hidden.
 */
function FaqList({ entries }: { entries: HomeContent["contact"]["faq"] }) {
  const [expanded, setExpanded] = useState<number[]>([]);
  const toggle = (index: number) =>
    setExpanded((list) => (list.includes(index) ? list.filter((entry) => entry !== index) : [...list, index]));

  return (
    <dl className="mt-6 divide-y divide-slate-200 border-y border-slate-200">
      {entries.map((entry, index) => {
        const isExpanded = expanded.includes(index);
        return (
          <div
            key={entry.question}
            className={cn(
              "border-l-2 py-4 pl-3 transition-colors",
              isExpanded ? "border-indigo-600" : "border-transparent",
            )}
          >
            <dt>
              <button
                type="button"
                aria-pressed={isExpanded}
                onClick={() => toggle(index)}
                className="flex w-full cursor-pointer items-start justify-between gap-4 rounded text-left font-medium text-slate-900"
              >
                {entry.question}
                <span
                  aria-hidden="true"
                  className={cn(
                    "mt-0.5 text-xl leading-none text-indigo-700 transition-transform",
                    isExpanded && "rotate-45",
                  )}
                >
                  +
                </span>
              </button>
            </dt>
            <dd className={cn("mt-3", isExpanded ? "text-slate-800" : "text-slate-600")}>{entry.answer}</dd>
          </div>
        );
      })}
    </dl>
  );
}
