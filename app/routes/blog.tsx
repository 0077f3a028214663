import { LogOut, SquarePen, Pencil, Plus, ShieldCheck, Trash2, UserRound } from "lucide-react";
import { useRef } from "react";
import { PostCard } from "#app/components/blog/post-card.tsx";
import { useBlogAdmin } from "#app/components/blog/use-blog-admin.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { Button } from "#app/components/ui/button.tsx";
import de from "#app/content/blog/de.ts";
import en from "#app/content/blog/en.ts";
import type { BlogContent } from "#app/content/blog/types.ts";
import { pagePath } from "#app/i18n/paths.ts";
import { toSummary } from "#app/lib/blog/post.ts";
import { seedPosts } from "#app/lib/blog/seed-posts.ts";
import { usePostList } from "#app/lib/blog/use-posts.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { loadPage } from "#app/lib/server/page.server.ts";
import type { Route } from "./+types/blog";

export function loader({ url }: Route.LoaderArgs) {
  // The samples are what a first visit shows, so they are in the pre-rendered HTML; the store takes over in the browser.
  return { ...loadPage("blog", url, { en, de }), initialPosts: seedPosts.map(toSummary) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function BlogPage({ loaderData: { content, locale, initialPosts } }: Route.ComponentProps) {
  const posts = usePostList(initialPosts);
  // "New Post" for the administrator, "Admin Login" for everyone else: where focus goes when its opener is gone.
  const primaryAction = useRef<HTMLButtonElement>(null);
  const admin = useBlogAdmin({ copy: content.admin, focusFallback: () => primaryAction.current });

  return (
    <>
      <PageHero title={content.heading} lead={content.lead} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <AdminBar
          copy={content.adminBar}
          isAdmin={admin.isAdmin}
          primaryAction={primaryAction}
          onLogin={admin.openLogin}
          onNewPost={admin.openCreate}
          onLogout={admin.logout}
        />
        {posts.length > 0 ? (
          <ul aria-label={content.postsLabel} className="mt-10 grid gap-6 md:grid-cols-2">
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard
                  post={post}
                  href={pagePath("blogPost", locale, { id: post.id }) ?? ""}
                  tagsLabel={content.tagsLabel}
                  actions={
                    admin.isAdmin ? (
                      <>
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
          <EmptyState copy={content.empty} isAdmin={admin.isAdmin} onCreate={admin.openCreate} />
        )}
      </div>
      {admin.dialogs}
    </>
  );
}

type AdminBarProps = {
  copy: BlogContent["adminBar"];
  isAdmin: boolean;
  primaryAction: React.RefObject<HTMLButtonElement | null>;
  onLogin: () => void;
  onNewPost: () => void;
  onLogout: () => void;
};

/** One bar in both states, built to the same height, so logging in or out does not move the posts. */
function AdminBar({ copy, isAdmin, primaryAction, onLogin, onNewPost, onLogout }: AdminBarProps) {
  if (!isAdmin) {
    return (
      <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-slate-50 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-3 text-sm text-slate-600">
          <UserRound aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
          {copy.visitorText}
        </p>
        <Button ref={primaryAction} variant="secondary" size="sm" aria-haspopup="dialog" onClick={onLogin}>
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
          <strong className="font-semibold">{copy.title}.</strong> {copy.description}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button ref={primaryAction} size="sm" aria-haspopup="dialog" onClick={onNewPost}>
          <Plus aria-hidden="true" className="size-4" />
          {copy.newPost}
        </Button>
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
  onCreate,
}: {
  copy: BlogContent["empty"];
  isAdmin: boolean;
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
      {isAdmin ? (
        <Button className="mt-6" aria-haspopup="dialog" onClick={onCreate}>
          <Plus aria-hidden="true" className="size-4" />
          {copy.createFirst}
        </Button>
      ) : null}
    </div>
  );
}
