import { LogOut, SquarePen, Pencil, Plus, Rss, ShieldCheck, Trash2, UserRound } from "lucide-react";
import { Suspense, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { Link, useRevalidator } from "react-router";
import { EditorLink } from "#app/components/blog/editor-link.tsx";
import { PostCard } from "#app/components/blog/post-card.tsx";
import { type BlogOpening } from "#app/components/blog/live-blog.ts";
import { BLOG_LOGIN } from "#app/components/static-actions.ts";
import { useBlogAdminPage, WithAdminCopy } from "#app/components/blog/use-blog-admin.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useToast } from "#app/components/toaster.tsx";
import { useCopy } from "#app/components/site-context.tsx";
import type { BlogAdminCopy, BlogContent } from "#app/content/blog/types.ts";
import { feedPath, pagePath } from "#app/i18n/paths.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { readIsAdmin } from "#app/lib/blog/admin-session.ts";
import { isBlogPost, pickPost, toSummary, type BlogPost, type PostSummary } from "#app/lib/blog/post.ts";
import { shownPost } from "#app/lib/blog/localized-posts.ts";
import { readStoredPosts, usePostList } from "#app/lib/blog/use-posts.ts";
import { staticAction } from "#app/lib/rendering/markers.ts";
import { readStorage, storageKeys, writeStorage } from "#app/lib/storage.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import type { Route } from "../../routes/+types/blog";

/** The demo blog's list differs from the server's (the samples) when the posts this browser keeps or admin mode say so. */
export async function listDiffers(initial: PostSummary[]): Promise<boolean> {
  if (readIsAdmin()) return true;
  // What a card shows of a post: the repository keeps those fields alone (pickPost).
  const shown = (posts: PostSummary[]) =>
    JSON.stringify(posts.map((post) => toSummary(pickPost({ ...post, content: "" }))));
  return shown(await readStoredPosts()) !== shown(initial);
}

export type BlogListProps = Route.ComponentProps["loaderData"] & { opening: BlogOpening; onOpened: () => void };

/**
 * The blog's list, rendered by React: from the start where the browser knows it differs from the server's HTML,
 * else once the posts this browser keeps or the administrator mode say so (app/routes/blog.tsx, live-blog.ts).
 */
export function BlogList({ locale, initialPosts, blog, otherLanguage, samples, opening, onOpened }: BlogListProps) {
  const content = useCopy("blog");
  const stored = usePostList(initialPosts, blog);
  const posts = useMemo(() => stored.map((post) => shownPost(post, locale, samples)), [stored, locale, samples]);
  const { admin, primaryAction } = useBlogAdminPage(blog, opening, onOpened);

  return (
    <>
      <PageHero title={content.heading} lead={content.lead} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <AdminBar
          copy={content.adminBar}
          operator={blog.kind === "server" ? blog.operator : null}
          isAdmin={admin.isAdmin}
          primaryAction={primaryAction}
          editorLocale={blog.kind === "server" ? locale : null}
          onLogin={admin.openLogin}
          onNewPost={admin.openCreate}
          onLogout={admin.logout}
        />
        {blog.kind === "server" && blog.operator ? (
          <Suspense fallback={null}>
            <WithAdminCopy>{(copy) => <ImportLocalPosts copy={copy} locale={locale} />}</WithAdminCopy>
          </Suspense>
        ) : null}
        {otherLanguage > 0 ? (
          <p className="mt-6 text-slate-700">
            {otherLanguage === 1
              ? content.otherLanguage.one
              : formatTemplate(content.otherLanguage.other, { count: String(otherLanguage) })}{" "}
            <Link
              to={pagePath("blog", locale === "de" ? "en" : "de") ?? "/blog"}
              hrefLang={locale === "de" ? "en" : "de"}
              className="font-semibold text-indigo-700 underline"
            >
              {content.otherLanguage.link}
            </Link>
          </p>
        ) : null}
        {posts.length > 0 ? (
          <ul aria-label={content.postsLabel} className="mt-10 grid gap-6 md:grid-cols-2">
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard
                  post={post}
                  badge={notOutYet(post)}
                  href={pagePath("blogPost", locale, { id: post.slug ?? post.id }) ?? ""}
                  tagsLabel={content.tagsLabel}
                  actions={
                    admin.isAdmin ? (
                      <>
                        {blog.kind === "server" ? (
                          <EditorLink
                            locale={locale}
                            id={post.id}
                            variant="secondary"
                            aria-label={formatTemplate(content.card.editLabel, { title: post.title })}
                          >
                            <Pencil aria-hidden="true" className="size-4" />
                            {content.card.edit}
                          </EditorLink>
                        ) : (
                          <Button
                            variant="secondary"
                            size="sm"
                            aria-label={formatTemplate(content.card.editLabel, { title: post.title })}
                            aria-haspopup="dialog"
                            onClick={() => admin.openEdit(post.id)}
                          >
                            <Pencil aria-hidden="true" className="size-4" />
                            {content.card.edit}
                          </Button>
                        )}
                        <Button
                          variant="ghost"
                          size="sm"
                          className="text-red-700 ring-1 ring-red-200 hover:bg-red-50 hover:text-red-800"
                          aria-label={formatTemplate(content.card.deleteLabel, { title: post.title })}
                          aria-haspopup="dialog"
                          onClick={() => admin.openDelete(post.id, post.title)}
                        >
                          <Trash2 aria-hidden="true" className="size-4" />
                          {content.card.delete}
                        </Button>
                      </>
                    ) : undefined
                  }
                />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            copy={content.empty}
            isAdmin={admin.isAdmin}
            editorLocale={blog.kind === "server" ? locale : null}
            onCreate={admin.openCreate}
          />
        )}
        <p className="mt-10 text-sm">
          {/* A plain link: the feed is XML for feed readers, not a page of the app. */}
          <a
            href={feedPath(locale)}
            type="application/atom+xml"
            className="inline-flex items-center gap-2 font-semibold text-indigo-700 underline underline-offset-4 hover:text-indigo-900"
          >
            <Rss aria-hidden="true" className="size-4" />
            {content.feed.link}
          </a>
        </p>
      </div>
      {admin.dialogs}
    </>
  );
}

/**
 * What an operator's card says of a post visitors cannot see yet (the publishing blog's loader tells): a draft, or
 * scheduled for its time; nothing for a post that is out.
 */
function notOutYet(post: object): ReactNode {
  const scheduledFor = "scheduledFor" in post && typeof post.scheduledFor === "string" ? post.scheduledFor : null;
  if (!scheduledFor && !("draft" in post && post.draft)) return undefined;
  return (
    <Suspense fallback={null}>
      <WithAdminCopy>
        {(copy) =>
          scheduledFor
            ? formatTemplate(copy.server.scheduled.badge, { date: scheduledFor })
            : copy.server.statuses.draft
        }
      </WithAdminCopy>
    </Suspense>
  );
}

type AdminBarProps = {
  copy: BlogContent["adminBar"];
  /** The publishing blog's signed-in operator (null in the demo, which keeps its changes in the browser). */
  operator: string | null;
  isAdmin: boolean;
  primaryAction: (element: HTMLElement | null) => void;
  /** The publishing blog's page language: New Post opens the back office's editor (null: SPEC's dialog). */
  editorLocale: Locale | null;
  onLogin: () => void;
  onNewPost: () => void;
  onLogout: () => void;
};

/** One bar in both states, built to the same height, so logging in or out does not move the posts. */
function AdminBar(props: AdminBarProps) {
  const { copy, operator, isAdmin, primaryAction, editorLocale, onLogin, onNewPost, onLogout } = props;
  if (!isAdmin) {
    return (
      <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-slate-50 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-3 text-sm text-slate-600">
          <UserRound aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
          {copy.visitorText}
        </p>
        <Button
          ref={primaryAction}
          variant="secondary"
          size="sm"
          aria-haspopup="dialog"
          onClick={onLogin}
          {...staticAction(BLOG_LOGIN)}
        >
          <ShieldCheck aria-hidden="true" className="size-4" />
          {copy.login}
        </Button>
      </div>
    );
  }
  return (
    <section
      aria-label={copy.title}
      data-testid="admin-banner"
      className="flex flex-col gap-4 rounded-2xl border border-indigo-200 bg-indigo-50 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-center gap-3 text-sm">
        <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-indigo-700" />
        <p className="text-indigo-950">
          <strong className="font-semibold">{copy.title}.</strong>{" "}
          {operator ? formatTemplate(copy.serverDescription, { operator }) : copy.description}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        {editorLocale ? (
          <EditorLink ref={primaryAction} locale={editorLocale}>
            <Plus aria-hidden="true" className="size-4" />
            {copy.newPost}
          </EditorLink>
        ) : (
          <Button ref={primaryAction} size="sm" aria-haspopup="dialog" onClick={onNewPost}>
            <Plus aria-hidden="true" className="size-4" />
            {copy.newPost}
          </Button>
        )}
        <Button variant="secondary" size="sm" onClick={onLogout}>
          <LogOut aria-hidden="true" className="size-4" />
          {copy.logout}
        </Button>
      </div>
    </section>
  );
}

function EmptyState({
  copy,
  isAdmin,
  editorLocale,
  onCreate,
}: {
  copy: BlogContent["empty"];
  isAdmin: boolean;
  editorLocale: Locale | null;
  onCreate: () => void;
}) {
  return (
    <div
      data-testid="blog-empty"
      className="mt-10 rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center"
    >
      <SquarePen aria-hidden="true" className="mx-auto size-10 text-slate-400" />
      <h2 className="mt-4 text-xl font-bold text-slate-900">{copy.title}</h2>
      <p className="mx-auto mt-2 max-w-md text-slate-600">{isAdmin ? copy.admin : copy.visitor}</p>
      {isAdmin && editorLocale ? (
        <EditorLink locale={editorLocale} size="md" className="mt-6">
          <Plus aria-hidden="true" className="size-4" />
          {copy.createFirst}
        </EditorLink>
      ) : isAdmin ? (
        <Button className="mt-6" aria-haspopup="dialog" onClick={onCreate}>
          <Plus aria-hidden="true" className="size-4" />
          {copy.createFirst}
        </Button>
      ) : null}
    </div>
  );
}

function subscribeToStorage(onChange: () => void) {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

function readLocalPosts() {
  return readStorage("local", storageKeys.blogPosts);
}

function ownLocalPosts(raw: string | null): BlogPost[] {
  try {
    const stored: unknown = raw ? JSON.parse(raw) : [];
    // The samples are on the server already; only what an editor wrote counts.
    return Array.isArray(stored) ? stored.filter(isBlogPost).filter((post) => post.id !== "1" && post.id !== "2") : [];
  } catch {
    return [];
  }
}

/**
 * Posts an editor wrote in this browser while the blog lived there (the demo's
 * `blog-posts`): offered for import as drafts, so switching to the publishing
 * blog loses none of them silently. Imported posts leave the browser's list.
 */
function ImportLocalPosts({ copy, locale }: { copy: BlogAdminCopy; locale: Locale }) {
  // Read while rendering (an empty list on the server), so hydration matches and
  // the banner appears once the browser's storage is known.
  const raw = useSyncExternalStore(subscribeToStorage, readLocalPosts, () => null);
  const local = useMemo(() => ownLocalPosts(raw), [raw]);
  const [pending, setPending] = useState(false);
  const revalidator = useRevalidator();
  const { toast } = useToast();
  if (local.length === 0) return null;

  async function importAll() {
    setPending(true);
    try {
      const { importPosts } = await import("#app/lib/blog/server-post-repository.ts");
      await importPosts(locale, local);
      const raw = readStorage("local", storageKeys.blogPosts);
      const stored = raw ? (JSON.parse(raw) as unknown[]) : [];
      const imported = new Set(local.map((post) => post.id));
      writeStorage(
        "local",
        storageKeys.blogPosts,
        JSON.stringify(stored.filter((post) => !isBlogPost(post) || !imported.has(post.id))),
      );
      toast(copy.server.imported);
      await revalidator.revalidate();
    } catch {
      toast({ ...copy.toasts.notSaved, variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  return (
    <section
      aria-label={copy.server.importTitle}
      className="mt-6 flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-amber-950">
        {local.length === 1
          ? copy.server.importOne
          : formatTemplate(copy.server.importOther, { count: String(local.length) })}
      </p>
      <Button size="sm" variant="secondary" disabled={pending} onClick={() => void importAll()}>
        {copy.server.importButton}
      </Button>
    </section>
  );
}
