import type { ReactNode } from "react";
import { Link } from "react-router";
import { postLanguage, type PostSummary } from "#app/lib/blog/post.ts";
import { PostByline, PostTags } from "#app/components/blog/post-meta.tsx";
import { PostImageView } from "#app/components/blog/post-image.tsx";

type PostCardProps = {
  /** With `lang`/`dateLang` when the page knows them (app/lib/blog/localized-posts.ts). */
  post: PostSummary & { lang?: "en" | "de"; dateLang?: "en" | "de" };
  href: string;
  tagsLabel: string;
  /** The administrator's Edit and Delete buttons. */
  actions?: ReactNode;
  /** A word above the title, e.g. "Draft" for a post visitors cannot see yet. */
  badge?: ReactNode;
};

/** A post in the list. The whole card opens the post (the title link stretches over it); the buttons sit above. */
export function PostCard({ post, href, tagsLabel, actions, badge }: PostCardProps) {
  const lang = "lang" in post ? post.lang : postLanguage(post.id);
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-slate-200 bg-surface p-6 shadow-sm hover:border-indigo-300 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-indigo-600 sm:p-7">
      {post.cover ? (
        // Below the list's heading: loaded when scrolled near. Two columns from md on.
        <PostImageView
          image={post.cover}
          sizes="(min-width: 48rem) 24rem, 100vw"
          className="-mx-6 -mt-6 mb-5 aspect-[16/9] w-[calc(100%+3rem)] max-w-none rounded-t-2xl object-cover sm:-mx-7 sm:-mt-7 sm:w-[calc(100%+3.5rem)]"
        />
      ) : null}
      {badge ? (
        <p className="mb-3 w-fit rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">{badge}</p>
      ) : null}
      <PostTags tags={post.tags} label={tagsLabel} className="mb-4" lang={lang} />
      <h2 lang={lang} className="text-xl font-bold tracking-tight text-balance text-slate-900">
        <Link
          to={href}
          className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none group-hover:text-indigo-700"
        >
          {post.title}
        </Link>
      </h2>
      {/* Not stretched itself: a clamped box taller than its four lines would show a fifth below the ellipsis. */}
      <p lang={lang} className="mt-3 line-clamp-4 text-pretty text-slate-600">
        {post.summary}
      </p>
      <PostByline author={post.author} date={post.date} dateLang={post.dateLang} className="mt-auto pt-6" />
      {actions ? (
        <div className="relative z-10 mt-5 flex flex-wrap gap-2 border-t border-slate-100 pt-4">{actions}</div>
      ) : null}
    </article>
  );
}
