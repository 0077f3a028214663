import { Quote } from "lucide-react";
import { SectionHeading } from "#app/components/home/section-heading.tsx";
import { DEFER_RENDER_CLASS } from "#app/lib/rendering/markers.ts";
import { useCopy } from "#app/components/site-context.tsx";

export function TestimonialsSection() {
  const { testimonials } = useCopy("home");
  const { open, close } = testimonials.quoteMarks;
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-heading"
      className={`${DEFER_RENDER_CLASS} keep-colors bg-slate-900 py-20 sm:py-28`}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="testimonials-heading" tone="dark" {...testimonials} />
        <ul className="mt-14 grid gap-8 lg:grid-cols-3">
          {testimonials.items.map((testimonial) => (
            <li key={testimonial.name} className="reveal">
              <figure className="flex h-full flex-col rounded-2xl bg-slate-800 p-8 ring-1 ring-white/10">
                <Quote aria-hidden="true" className="size-8 text-indigo-300" />
                <blockquote className="mt-4 flex-1 text-lg text-slate-100">{`${open}${testimonial.quote}${close}`}</blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="grid size-11 place-items-center rounded-full bg-indigo-500 font-semibold text-white"
                  >
                    {initials(testimonial.name)}
                  </span>
                  <span>
                    <span className="block font-semibold text-white">{testimonial.name}</span>
                    <span className="block text-sm text-slate-300">{testimonial.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
}
