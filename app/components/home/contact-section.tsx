import type { ContactFormCopy } from "#app/content/contact/types.ts";
import type { HomeContent } from "#app/content/home/types.ts";
import type { ContactOutcome } from "#app/lib/contact/schema.ts";
import { ContactForm } from "#app/components/contact-form.tsx";
import { SectionHeading } from "#app/components/home/section-heading.tsx";
import { DEFER_RENDER_CLASS } from "#app/lib/rendering/markers.ts";

type ContactSectionProps = {
  contact: HomeContent["contact"];
  formCopy: ContactFormCopy;
  outcome: ContactOutcome | null;
};

/** The demo request form with the questions people ask before sending it. */
export function ContactSection({ contact, formCopy, outcome }: ContactSectionProps) {
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
            <div className="mt-6 divide-y divide-slate-200 border-y border-slate-200">
              {contact.faq.map((entry) => (
                <details key={entry.question} className="group py-4">
                  <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
                    {entry.question}
                    <span
                      aria-hidden="true"
                      className="mt-0.5 text-xl leading-none text-indigo-700 transition-transform group-open:rotate-45"
                    >
                      +
                    </span>
                  </summary>
                  <p className="mt-3 text-slate-600">{entry.answer}</p>
                </details>
              ))}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
