import {
  Briefcase,
  ChartLine,
  Clock,
  GraduationCap,
  House,
  Laptop,
  MapPin,
  Palmtree,
  TrainFront,
  type LucideIcon,
} from "lucide-react";
import { useContactPopup } from "#app/components/contact-popup.tsx";
import { h2Class, IconCardBand, sectionClass } from "#app/components/content-section.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { Button, buttonClasses } from "#app/components/ui/button.tsx";
import { useCopy } from "#app/components/site-context.tsx";
import type { BenefitIcon, CareersContent as CareersCopy, Position } from "#app/content/careers/types.ts";
import { DEFER_RENDER_CLASS, staticAction } from "#app/lib/rendering/markers.ts";
import { CONTACT_POPUP_ACTION } from "#app/components/static-actions.ts";

/** The popup's openers work before React renders them too: static content passes their clicks on (decision 0031). */
const popupOpener = staticAction(CONTACT_POPUP_ACTION);

const benefitIcons: Record<BenefitIcon, LucideIcon> = {
  hybrid: House,
  "time-off": Palmtree,
  learning: GraduationCap,
  equipment: Laptop,
  mobility: TrainFront,
  equity: ChartLine,
};

/** The Careers page below the header: why join, the benefits, the open positions and how to apply. */
export function CareersContent() {
  const content = useCopy("careers");
  const { intro, benefits, positions, contact } = content;
  const { openContactPopup } = useContactPopup();
  return (
    <>
      <PageHero title={content.heading} lead={content.lead}>
        <a href="#open-positions" className={buttonClasses("primary", "lg", "mt-8")}>
          {content.heroLink}
        </a>
      </PageHero>

      <section aria-labelledby="why-us" className={sectionClass}>
        <div className="max-w-3xl">
          <h2 id="why-us" className={h2Class}>
            {intro.title}
          </h2>
          <div className="mt-6 space-y-5 text-lg leading-8 text-pretty text-slate-700">
            {intro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>

      <IconCardBand headingId="benefits" copy={benefits} icons={benefitIcons} columns={3} />

      <section
        id="open-positions"
        aria-labelledby="open-positions-title"
        className={`${DEFER_RENDER_CLASS} ${sectionClass}`}
      >
        <h2 id="open-positions-title" className={h2Class}>
          {positions.title}
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-pretty text-slate-600">{positions.intro}</p>
        <ul className="mt-10 grid gap-8">
          {positions.items.map((job) => (
            <li key={job.id}>
              <JobCard job={job} labels={positions.labels} onApply={openContactPopup} />
            </li>
          ))}
        </ul>

        <div className="mt-12 flex flex-col items-start justify-between gap-6 rounded-2xl border border-indigo-100 bg-indigo-50 p-8 sm:flex-row sm:items-center">
          <div>
            <h2 className="text-2xl font-bold tracking-tight text-slate-900">{contact.title}</h2>
            <p className="mt-2 max-w-xl text-pretty text-slate-700">{contact.text}</p>
          </div>
          <Button size="lg" className="shrink-0" aria-haspopup="dialog" onClick={openContactPopup} {...popupOpener}>
            {contact.button}
          </Button>
        </div>
      </section>
    </>
  );
}

type JobCardProps = {
  job: Position;
  labels: CareersCopy["positions"]["labels"];
  onApply: () => void;
};

function JobCard({ job, labels, onApply }: JobCardProps) {
  const titleId = `${job.id}-title`;
  const facts: { label: string; value: string; icon: LucideIcon }[] = [
    { label: labels.department, value: job.department, icon: Briefcase },
    { label: labels.location, value: job.location, icon: MapPin },
    { label: labels.employment, value: job.employment, icon: Clock },
  ];
  return (
    <article
      id={job.id}
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-surface p-6 shadow-sm sm:p-8"
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h3 id={titleId} className="text-2xl font-bold tracking-tight text-slate-900">
            {job.title}
          </h3>
          <dl className="mt-3 flex flex-wrap gap-2">
            {facts.map(({ label, value, icon: Icon }) => (
              <div
                key={label}
                className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700"
              >
                {/* A <dl>'s groups hold only <dt> and <dd>: the icon goes with the term it pictures. */}
                <dt>
                  <Icon aria-hidden="true" className="size-4 text-indigo-700" />
                  <span className="sr-only">{label}</span>
                </dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <Button
          size="lg"
          className="shrink-0"
          aria-haspopup="dialog"
          aria-describedby={titleId}
          onClick={onApply}
          {...popupOpener}
        >
          {labels.apply}
        </Button>
      </div>
      <p className="mt-6 text-lg leading-8 text-pretty text-slate-700">{job.description}</p>
      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <JobList title={labels.responsibilities} items={job.responsibilities} />
        <JobList title={labels.requirements} items={job.requirements} />
      </div>
    </article>
  );
}

function JobList({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h4 className="font-semibold text-slate-900">{title}</h4>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700 marker:text-indigo-700">
        {items.map((item) => (
          <li key={item} className="pl-1 leading-7">
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
