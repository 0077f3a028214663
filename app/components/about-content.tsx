import { Accessibility, HeartHandshake, Lightbulb, ShieldCheck, type LucideIcon } from "lucide-react";
import { h2Class, IconCardBand, sectionClass } from "#app/components/content-section.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { TargetLink } from "#app/components/target-link.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { useCopy } from "#app/components/site-context.tsx";
import type { Leader, ValueIcon } from "#app/content/about/types.ts";
import { DEFER_RENDER_CLASS } from "#app/lib/rendering/markers.ts";

const valueIcons: Record<ValueIcon, LucideIcon> = {
  innovation: Lightbulb,
  accessibility: Accessibility,
  integrity: ShieldCheck,
  "customer-success": HeartHandshake,
};

/** The About page below the header: its story, mission, team, values and an invitation to apply. */
export function AboutContent() {
  const content = useCopy("about");
  const { story, mission, team, values, join } = content;
  return (
    <>
      <PageHero title={content.heading} lead={content.lead} />

      <section aria-labelledby="story" className={sectionClass}>
        <div className="grid gap-12 lg:grid-cols-[3fr_2fr] lg:gap-16">
          <div>
            <h2 id="story" className={h2Class}>
              {story.title}
            </h2>
            <div className="mt-6 space-y-5 text-lg leading-8 text-pretty text-slate-700">
              {story.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <div className="content-start">
            <dl className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
              {story.figures.map((figure) => (
                <div key={figure.label} className="flex flex-col rounded-2xl border border-slate-200 bg-slate-50 p-6">
                  <dt className="text-sm font-medium text-slate-600">{figure.label}</dt>
                  <dd className="order-first text-4xl font-extrabold tracking-tight text-indigo-700">{figure.value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-3 text-sm text-pretty text-slate-600">{story.figuresSource}</p>
          </div>
        </div>
      </section>

      <section aria-labelledby="mission" className={`${DEFER_RENDER_CLASS} keep-colors bg-indigo-700 text-white`}>
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:gap-16 lg:px-8">
          <div>
            <h2 id="mission" className="text-3xl font-bold tracking-tight text-balance">
              {mission.title}
            </h2>
            <p className="mt-6 text-lg leading-8 text-pretty text-indigo-50">{mission.text}</p>
          </div>
          <figure className="rounded-2xl bg-surface/10 p-8 ring-1 ring-white/20">
            <svg aria-hidden="true" viewBox="0 0 32 24" className="h-6 w-8 fill-indigo-200">
              <path d="M0 24V14C0 6 4 1.3 12 0l1.5 3.3C9.3 4.6 7 7.4 6.8 11H12v13H0Zm18 0V14C18 6 22 1.3 30 0l1.5 3.3C27.3 4.6 25 7.4 24.8 11H30v13H18Z" />
            </svg>
            <blockquote className="mt-5 text-xl leading-8 font-medium text-pretty">
              <p>{mission.quote.text}</p>
            </blockquote>
            <figcaption className="mt-6 text-indigo-50">
              <span className="font-semibold text-white">{mission.quote.name}</span>, {mission.quote.role}
            </figcaption>
          </figure>
        </div>
      </section>

      <section aria-labelledby="team" className={`${DEFER_RENDER_CLASS} ${sectionClass}`}>
        <h2 id="team" className={h2Class}>
          {team.title}
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-pretty text-slate-600">{team.intro}</p>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {team.leaders.map((leader, index) => (
            <li key={leader.name}>
              <LeaderCard leader={leader} tone={index % 2 === 0 ? "indigo" : "violet"} />
            </li>
          ))}
        </ul>
      </section>

      <IconCardBand headingId="values" copy={values} icons={valueIcons} columns={4} />

      <section aria-labelledby="join" className={`${DEFER_RENDER_CLASS} ${sectionClass}`}>
        <div className="flex flex-col items-start justify-between gap-6 rounded-2xl border border-indigo-100 bg-indigo-50 p-8 sm:flex-row sm:items-center">
          <div>
            <h2 id="join" className="text-2xl font-bold tracking-tight text-slate-900">
              {join.title}
            </h2>
            <p className="mt-2 text-pretty text-slate-700">{join.text}</p>
          </div>
          <TargetLink target={join.link.target} className={buttonClasses("primary", "lg", "shrink-0")}>
            {join.link.label}
          </TargetLink>
        </div>
      </section>
    </>
  );
}

const portraitTones = {
  indigo: "from-indigo-500 to-indigo-700",
  violet: "from-violet-500 to-indigo-600",
};

/** Initials on a soft gradient stand in for a photo. */
function LeaderCard({ leader, tone }: { leader: Leader; tone: keyof typeof portraitTones }) {
  return (
    <article className="flex h-full flex-col gap-6 rounded-2xl border border-slate-200 bg-surface p-6 shadow-sm sm:flex-row sm:p-8">
      <div
        aria-hidden="true"
        className={`flex size-24 shrink-0 items-center justify-center rounded-full bg-gradient-to-br ${portraitTones[tone]} text-3xl font-bold tracking-wide text-white shadow-inner`}
      >
        {leader.initials}
      </div>
      <div>
        <h3 className="text-xl font-semibold text-slate-900">{leader.name}</h3>
        <p className="mt-1 font-medium text-indigo-700">{leader.role}</p>
        <p className="mt-4 leading-7 text-pretty text-slate-600">{leader.bio}</p>
      </div>
    </article>
  );
}
