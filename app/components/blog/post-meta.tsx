import { cn } from "#app/lib/cn.ts";

type PostTagsProps = { tags: string[]; label: string; className?: string; lang?: string };

export function PostTags({ tags, label, className, lang }: PostTagsProps) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className={cn("flex flex-wrap gap-2", className)}>
      {tags.map((tag) => (
        <li
          key={tag}
          lang={lang}
          className="rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-semibold text-indigo-700"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}

/**
 * "Miriam Albers" -> "MA": first and last initial, for avatars. An abbreviation ("Dr.", "Prof.", a middle "M.")
 * is a title or an initial, not a name: "Dr. Miriam Albers" is "MA" too.
 */
export function authorInitials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter((part) => /^\p{L}/u.test(part) && !part.endsWith("."))
    .map((part) => part[0]!.toUpperCase());
  return (letters.length > 1 ? letters[0]! + letters.at(-1)! : (letters[0] ?? "")) || "·";
}

/** Author and date; the avatar only repeats the name, so it is hidden from assistive technology. */
export function PostByline({
  author,
  date,
  dateLang = "en",
  className,
}: {
  author: string;
  date: string;
  /** SPEC stores dates in US English; German pages show them in German. */
  dateLang?: "en" | "de";
  className?: string;
}) {
  return (
    <div className={cn("flex items-center gap-3", className)}>
      <span
        aria-hidden="true"
        className="grid size-10 shrink-0 place-items-center rounded-full bg-indigo-600 text-sm font-semibold text-white"
      >
        {authorInitials(author)}
      </span>
      <p className="grid text-sm">
        <span className="font-semibold text-slate-900">{author}</span>
        <span lang={dateLang} className="text-slate-600">
          {date}
        </span>
      </p>
    </div>
  );
}
