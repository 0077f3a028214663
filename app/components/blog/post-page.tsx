import { ArrowLeft, ArrowUp, Pencil, ShieldCheck } from "lucide-react";
import { Suspense, useEffect, useMemo, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { type BlogOpening } from "#app/components/blog/live-blog.ts";
import { BACK_TO_TOP, BLOG_LOGIN } from "#app/components/static-actions.ts";
import { EditorLink } from "#app/components/blog/editor-link.tsx";
import { PostBody } from "#app/components/blog/post-body.tsx";
import { PostImageView } from "#app/components/blog/post-image.tsx";
import { AuthorPicture, PostByline, PostTags } from "#app/components/blog/post-meta.tsx";
import { loadAdminCopy, useBlogAdminPage, WithAdminCopy } from "#app/components/blog/use-blog-admin.tsx";
import { useCopy } from "#app/components/site-context.tsx";
import { useToast } from "#app/components/toaster.tsx";
import { Button, buttonClasses } from "#app/components/ui/button.tsx";
import type { BlogPostContent } from "#app/content/blog-post/types.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { pagePath } from "#app/i18n/paths.ts";
import { readIsAdmin } from "#app/lib/blog/admin-session.ts";
import type { BlogMode } from "#app/lib/blog/blog-mode.ts";
import { shownPost, type SampleTranslation } from "#app/lib/blog/localized-posts.ts";
import { pickPost, postLanguage, type BlogPost } from "#app/lib/blog/post.ts";
import { readStoredPosts, usePost } from "#app/lib/blog/use-posts.ts";
import { scrollToTop } from "#app/lib/browser/scroll.ts";
import { staticAction } from "#app/lib/rendering/markers.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import type { Route } from "../../routes/+types/blog-post";

/** A sample post's page differs from the server's when the visitor's store or admin mode says so. */
export async function postDiffers(id: string, seed: BlogPost | null): Promise<boolean> {
  if (readIsAdmin()) return true;
  const stored = (await readStoredPosts()).find((post) => post.id === id);
  // The store keeps a post's own fields alone (pickPost).
  return JSON.stringify(stored ?? null) !== JSON.stringify(seed && pickPost(seed));
}

export type PostPageProps = Route.ComponentProps["loaderData"] & {
  id: string;
  opening: BlogOpening;
  onOpened: () => void;
};

/**
 * A post's page, rendered by React: from the start where the browser knows it differs from the server's HTML (a
 * post made in this browser, the administrator mode, an operator), else once the visitor's store or the
 * administrator mode says so (app/routes/blog-post.tsx, live-blog.ts).
 */
export function PostPage(props: PostPageProps) {
  const { id, locale, seed, samples, blog, draft, scheduledFor, elsewhere, opening, onOpened } = props;
  const content = useCopy("blog-post");
  if (elsewhere) return <OnlyInOtherLanguage copy={content.onlyInOther} href={elsewhere} />;
  // A fresh view per id: navigating from one post to another starts over.
  return (
    <PostView
      key={id}
      id={id}
      content={content}
      locale={locale}
      seed={seed}
      samples={samples}
      blog={blog}
      draft={draft}
      scheduledFor={scheduledFor}
      opening={opening}
      onOpened={onOpened}
    />
  );
}

/** The publishing blog has this post only in the other language: say so, and lead there. */
function OnlyInOtherLanguage({ copy, href }: { copy: BlogPostContent["onlyInOther"]; href: string }) {
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-2xl flex-col justify-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{copy.title}</h1>
      <p className="mt-4 text-lg text-slate-600">{copy.text}</p>
      <Link to={href} className={buttonClasses("primary", "lg", "mx-auto mt-8")}>
        {copy.link}
      </Link>
    </section>
  );
}

type PostViewProps = {
  id: string;
  content: BlogPostContent;
  locale: Locale;
  seed: BlogPost | null;
  samples: SampleTranslation<BlogPost>[];
  blog: BlogMode;
  draft: boolean;
  /** A post published for later: when it appears (Berlin time), for its operators' banner. */
  scheduledFor: string | null;
  opening: BlogOpening;
  onOpened: () => void;
};

function PostView(props: PostViewProps) {
  const { id, content, locale, seed, samples, blog, draft, scheduledFor, opening, onOpened } = props;
  const { status, post: stored } = usePost(id, seed, blog);
  const post = useMemo(() => (stored ? shownPost(stored, locale, samples) : null), [stored, locale, samples]);
  const lang = post?.lang ?? (blog.kind === "server" ? undefined : postLanguage(id));
  // What the server rendered into the page (the German version of a sample on German pages).
  const prerendered = seed ? shownPost(seed, locale, samples).content : undefined;
  const navigate = useNavigate();
  const { toast } = useToast();
  const listPath = pagePath("blog", locale) ?? "/blog";
  const heading = useRef<HTMLHeadingElement>(null);
  const { admin, primaryAction } = useBlogAdminPage(blog, opening, onOpened);

  useEffect(() => {
    // SPEC: in the browser's blog an unknown post leads back to the list (the server answers 404 in its own).
    if (status !== "missing" || blog.kind === "server") return;
    void loadAdminCopy(locale).then((copy) => toast(copy.toasts.notFound));
    void navigate(listPath, { replace: true });
  }, [status, toast, locale, navigate, listPath, blog.kind]);

  // A post made in the browser has no server-side title; this keeps the tab title honest.
  const title = post?.title;
  useEffect(() => {
    if (title) document.title = formatTemplate(content.postTitle, { title });
  }, [title, content]);

  if (!post) {
    return (
      <div aria-busy="true" className="mx-auto flex min-h-[60vh] max-w-3xl flex-col justify-center px-4 py-24">
        <h1 className="sr-only">{content.heading}</h1>
        {/* Without JavaScript the post never comes: say so instead of "loading" for ever. */}
        <noscript>
          <style>{".blog-post-loading{display:none}"}</style>
          <p className="text-center text-slate-700">
            {content.withoutJavaScript.text}{" "}
            <a className="font-medium text-indigo-700 underline" href={listPath}>
              {content.withoutJavaScript.link}
            </a>
          </p>
        </noscript>
        <p role="status" className="blog-post-loading flex items-center justify-center gap-3 text-slate-600">
          <span
            aria-hidden="true"
            className="size-5 rounded-full border-2 border-slate-300 border-t-indigo-600 motion-safe:animate-spin"
          />
          {content.loading}
        </p>
      </div>
    );
  }

  return (
    <article>
      {draft || scheduledFor ? (
        <Suspense fallback={null}>
          <WithAdminCopy>
            {(copy) => (
              <p role="note" className="bg-amber-100 px-4 py-3 text-center text-sm font-medium text-amber-950">
                {scheduledFor
                  ? formatTemplate(copy.server.scheduled.banner, { date: scheduledFor })
                  : copy.server.draftBanner}
              </p>
            )}
          </WithAdminCopy>
        </Suspense>
      ) : null}
      <header className="border-b border-slate-200 bg-gradient-to-b from-indigo-50 to-surface">
        <div className="mx-auto max-w-3xl px-4 pt-8 pb-12 sm:px-6 sm:pt-10 lg:px-8">
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <Link to={listPath} className={buttonClasses("ghost", "sm", "-ml-3")}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {content.backToBlog}
            </Link>
            {admin.isAdmin && blog.kind === "server" ? (
              <EditorLink ref={primaryAction} locale={locale} id={post.id} variant="secondary">
                <Pencil aria-hidden="true" className="size-4" />
                {content.editPost}
              </EditorLink>
            ) : admin.isAdmin ? (
              <Button
                ref={primaryAction}
                variant="secondary"
                size="sm"
                aria-haspopup="dialog"
                onClick={() => admin.openEdit(post.id)}
              >
                <Pencil aria-hidden="true" className="size-4" />
                {content.editPost}
              </Button>
            ) : (
              <Button
                ref={primaryAction}
                variant="ghost"
                size="sm"
                aria-haspopup="dialog"
                onClick={admin.openLogin}
                {...staticAction(BLOG_LOGIN)}
              >
                <ShieldCheck aria-hidden="true" className="size-4" />
                {content.adminButton}
              </Button>
            )}
          </div>
          <PostTags tags={post.tags} label={content.tagsLabel} className="mt-8" lang={lang} />
          <h1
            lang={lang}
            ref={heading}
            tabIndex={-1}
            className="mt-4 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl"
          >
            {post.title}
          </h1>
          <PostByline
            author={post.author}
            date={post.date}
            dateLang={post.dateLang}
            picture={post.authorProfile?.picture}
            className="mt-6"
          />
          <p lang={lang} className="mt-6 text-xl leading-8 text-pretty text-slate-600">
            {post.summary}
          </p>
          {post.cover ? (
            // The largest thing above the fold: fetched first, never lazily.
            <PostImageView
              image={post.cover}
              priority
              sizes="(min-width: 48rem) 48rem, 100vw"
              className="mt-8 h-auto w-full rounded-2xl border border-slate-200"
            />
          ) : null}
        </div>
      </header>

      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
        <PostBody html={post.content} prerendered={prerendered} lang={lang} />

        <aside
          aria-labelledby="about-author-title"
          className="mt-16 flex flex-col gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:flex-row sm:p-8"
        >
          <AuthorPicture name={post.author} picture={post.authorProfile?.picture} size="lg" />
          <div>
            <h2 id="about-author-title" className="text-lg font-bold text-slate-900">
              {content.aboutAuthor.title}
            </h2>
            <p className="mt-1 font-semibold text-slate-900">{post.author}</p>
            <p lang={post.authorProfile ? lang : undefined} className="mt-2 text-slate-600">
              {post.authorProfile?.bio || formatTemplate(content.aboutAuthor.text, { author: post.author })}
            </p>
          </div>
        </aside>

        <div className="mt-10 flex flex-col-reverse gap-3 border-t border-slate-200 pt-8 sm:flex-row sm:justify-between">
          <Link to={listPath} className={buttonClasses("secondary", "md")}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {content.backToBlog}
          </Link>
          <Button
            variant="ghost"
            {...staticAction(BACK_TO_TOP)}
            onClick={() => {
              scrollToTop();
              // Keyboard and screen-reader users land where sighted users look: the title.
              heading.current?.focus({ preventScroll: true });
            }}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
            {content.backToTop}
          </Button>
        </div>
      </div>
      {admin.dialogs}
    </article>
  );
}
