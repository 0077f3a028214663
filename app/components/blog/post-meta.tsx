import { PostImageView } from "#app/components/blog/post-image.tsx";
import type { PostImage } from "#app/lib/blog/post.ts";
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

/**
 * An author's picture at a fixed height in its own proportions (width from its own width and height, never
 * squeezed by the row it sits in), round when it is square; or, without one, their initials. Either only repeats
 * the name beside it, so it is hidden from assistive technology.
 */
export function AuthorPicture({ name, picture, size }: { name: string; picture?: PostImage; size: "sm" | "lg" }) {
  if (!picture)
    return (
      <span
        aria-hidden="true"
        className={cn(
          "grid shrink-0 place-items-center rounded-full bg-indigo-600 font-semibold text-white",
          size === "sm" ? "size-10 text-sm" : "size-14 text-lg font-bold",
        )}
      >
        {authorInitials(name)}
      </span>
    );
  return (
    <span aria-hidden="true" className="flex shrink-0">
      <PostImageView
        image={{ ...picture, alt: "" }}
        sizes={size === "sm" ? "5rem" : "7rem"}
        className={cn(
          "w-auto max-w-none object-contain",
          size === "sm" ? "h-10" : "h-14",
          picture.width === picture.height ? "rounded-full" : "rounded-lg",
        )}
      />
    </span>
  );
}

/** Author and date, with the author's picture or initials. */
export function PostByline({
  author,
  date,
  dateLang = "en",
  picture,
  className,
}: {
  author: string;
  date: string;
  /** SPEC stores dates in US English; German pages show them in German. */
  dateLang?: "en" | "de";
  /** The author's picture from their profile (the publishing blog). */
  picture?: PostImage;
  className?: string;
}) {
  return (
    <div className={cn("flex items-center gap-3", className)}>
      <AuthorPicture name={author} picture={picture} size="sm" />
      <p className="grid text-sm">
        <span className="font-semibold text-slate-900">{author}</span>
        <span lang={dateLang} className="text-slate-600">
          {date}
        </span>
      </p>
    </div>
  );
}
