type SectionHeadingProps = { id: string; eyebrow: string; heading: string; lead: string; tone?: "light" | "dark" };

/** Eyebrow, h2 and lead of a home page section; the h2's id names the section for assistive technology. */
export function SectionHeading({ id, eyebrow, heading, lead, tone = "light" }: SectionHeadingProps) {
  const dark = tone === "dark";
  return (
    <div className="reveal mx-auto max-w-3xl text-center">
      <p className={`text-sm font-semibold tracking-wide uppercase ${dark ? "text-indigo-300" : "text-indigo-700"}`}>
        {eyebrow}
      </p>
      <h2
        id={id}
        className={`mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl ${dark ? "text-white" : "text-slate-900"}`}
      >
        {heading}
      </h2>
      <p className={`mt-4 text-lg text-pretty ${dark ? "text-slate-300" : "text-slate-600"}`}>{lead}</p>
    </div>
  );
}
