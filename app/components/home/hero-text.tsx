import { Sparkles } from "lucide-react";
import { SectionLink } from "#app/components/section-link.tsx";
import { useCopy } from "#app/components/site-context.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";

/**
 * The hero's text: what the product is, and the ways to the demo and the contact form. Static content (decision
 * 0031): the home page hydrates it as the server's HTML, its links scrolling through the static content's clicks;
 * this code, with the page's copy, is fetched only when a client-side navigation renders it.
 */
export function HeroText() {
  const { heading, hero } = useCopy("home");
  return (
    <>
      <p className="inline-flex items-center gap-2 rounded-full bg-surface/80 px-3 py-1 text-sm font-semibold text-indigo-800 ring-1 ring-indigo-200">
        <Sparkles aria-hidden="true" className="size-4" />
        {hero.eyebrow}
      </p>
      <h1
        id="hero-heading"
        className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl"
      >
        {heading}
      </h1>
      <p className="mt-6 max-w-2xl text-lg text-pretty text-slate-600">{hero.lead}</p>
      <div className="rise rise-delay-1 mt-8 flex flex-col gap-3 sm:flex-row">
        <SectionLink anchor="demo" className={buttonClasses("primary", "lg")}>
          {hero.seeItInAction}
        </SectionLink>
        <SectionLink anchor="contact" className={buttonClasses("secondary", "lg")}>
          {hero.requestDemo}
        </SectionLink>
      </div>
      <p className="rise rise-delay-2 mt-5 text-sm text-slate-600">{hero.assurance}</p>
    </>
  );
}
