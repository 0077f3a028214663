import { useMemo, useState } from "react";
import { data, Link, useLocation, useNavigate, useRevalidator } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { Notice } from "#app/components/admin/admin-shell.tsx";
import type { KeptDraft } from "#app/components/admin/editor/draft-copy.ts";
import { postApi } from "#app/components/admin/editor/post-api.ts";
import { PostEditor, type SaveOutcome } from "#app/components/admin/editor/post-editor.tsx";
import { Revisions } from "#app/components/admin/editor/revisions.tsx";
import { TranslateButton, type TranslatedState } from "#app/components/admin/editor/translate-button.tsx";
import blogAdminDe from "#app/content/blog-admin/de.ts";
import blogAdminEn from "#app/content/blog-admin/en.ts";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { adminMeta } from "#app/lib/admin/page.server.ts";
import { editorPost, editorRevisions, editorWorkingCopy } from "#app/lib/blog/editor.server.ts";
import { translationLink } from "#app/lib/blog/translations.server.ts";
import { uploadPostImage } from "#app/lib/blog/upload-post-image.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { operatorContext } from "#app/site/back-office.server.ts";
import { isServerBlog, siteUrl } from "#app/site/config.server.ts";
import type { Route } from "./+types/blog-editor";

/** A post of either language in the editor (`/admin/blog/:id`), or a new one (`/admin/blog/new?lang=de`). */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { services, locale, copy, operator } = context.get(operatorContext);
  if (!isServerBlog()) throw data(null, { status: 404 });
  const id = "id" in params ? params.id : undefined;
  const post = await editorPost(services.db.sql, id, url, locale, { operatorId: operator.id, siteUrl: siteUrl() });
  const { revisions, comparison } = await editorRevisions(services.db.sql, id, url, locale);
  // Kept by the editor's autosave, checked when it was written (app/lib/blog/working-copies-api.server.ts).
  const workingCopy = (await editorWorkingCopy(services.db.sql, operator.id, post)) as KeptDraft | null;
  const title = post.id ? formatTemplate(copy.titles.blogPost, { title: post.title }) : copy.titles.blogNew;
  const translation = post.id ? await translationLink(services.db.sql, post.id) : null;
  return { post, revisions, comparison, workingCopy, translation, meta: adminMeta(title) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

type Saved = Extract<SaveOutcome, { ok: true }>;

/**
 * What the last write of this page came to: a save, a version restored, a restore refused (its reason), or this
 * post made as another's translation (TranslateButton).
 */
type Outcome = { saved: Saved } | { restored: number } | { refused: string } | TranslatedState;

/**
 * "December 1, 2026 at 9:30 AM", "1. Dezember 2026 um 09:30": as app/i18n/format.ts's formatDateTime, written out
 * here because importing that module into this page would move it into a chunk that visitors' pages load.
 */
const berlinDateTime = (date: Date, locale: string) =>
  new Intl.DateTimeFormat(locale === "de" ? "de-DE" : "en-US", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Europe/Berlin",
  }).format(date);

/**
 * The editor's page: the post in the editor and its earlier versions. Every write (a save, a version restored) goes
 * through one client of the blog's API (post-api.ts); the page then loads what is stored and says what happened.
 */
export default function AdminBlogEditorPage({ loaderData }: Route.ComponentProps) {
  const { copy, locale } = useAdmin();
  const blogAdmin = locale === "de" ? blogAdminDe : blogAdminEn;
  const { post, revisions, comparison, workingCopy, translation } = loaderData;
  const text = copy.blog.editor;
  const api = useMemo(() => postApi(locale, copy.blog), [locale, copy.blog]);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const location = useLocation();
  const [outcome, setOutcome] = useState<Outcome | null>(() => outcomeOf(location.state));
  // Another post opened from this page (its translation) is drawn by this same page: it says what happened there.
  const [shownAt, setShownAt] = useState(location.key);
  if (shownAt !== location.key) {
    setShownAt(location.key);
    setOutcome(outcomeOf(location.state));
  }
  const [restoring, setRestoring] = useState(false);

  function onSaved(saved: Saved) {
    setOutcome({ saved });
    // A new post gets its own address; a saved one its new revision and the version it replaced.
    if (!post.id) void navigate(adminPath("blogPost", locale, { id: saved.id }), { replace: true, state: { saved } });
    else void revalidator.revalidate();
  }

  async function restore(revision: number) {
    if (!post.id || restoring) return;
    setRestoring(true);
    const restored = await api.restore(post.id, revision, post.revision);
    setOutcome(restored.ok ? { restored: restored.revision } : { refused: restored.message });
    // The restored version becomes the post's newest revision: the editor is drawn anew with it, the list grows.
    if (restored.ok) await revalidator.revalidate();
    setRestoring(false);
  }

  return (
    <>
      <p className="text-sm">
        <Link to={adminPath("blog", locale)} className="text-indigo-700 underline">
          {text.backToList}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">{post.id ? text.headingEdit : text.headingNew}</h1>
      <p className="mt-1 text-slate-600">
        {formatTemplate(text.language, { language: copy.blog.list.languages[post.locale] })}
        {post.publicPath ? (
          <>
            {" · "}
            <a href={post.publicPath} className="text-indigo-700 underline">
              {text.viewPost}
            </a>
          </>
        ) : null}
      </p>
      {post.id ? (
        <div className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600">
          {translation ? (
            <p>
              {copy.blog.list.columns.translation}:{" "}
              <Link
                to={adminPath("blogPost", locale, { id: translation.id })}
                lang={translation.locale}
                className="text-indigo-700 underline"
              >
                {translation.title}
              </Link>
            </p>
          ) : (
            <TranslateButton post={{ id: post.id, locale: post.locale }} />
          )}
        </div>
      ) : null}
      <div className="mt-4">{outcome ? <OutcomeNotice outcome={outcome} postLocale={post.locale} /> : null}</div>
      {/* Drawn anew with each stored revision: after a save or a restore, the form shows what is stored. */}
      <PostEditor
        key={`${post.id}:${post.revision}`}
        post={post}
        workingCopy={workingCopy}
        api={api}
        onSaved={onSaved}
        coverCopy={blogAdmin.coverImage}
        uploadMessages={blogAdmin.api}
        uploadImage={async (file) => {
          const { src, srcset, width, height } = await uploadPostImage(file, locale, blogAdmin.api);
          return { src, srcset, width, height };
        }}
      />
      {post.id ? (
        <Revisions revisions={revisions} comparison={comparison} onRestore={restore} restoring={restoring} />
      ) : null}
    </>
  );
}

/** What the navigation to this page says happened: a new post saved, or this post made as a translation. */
function outcomeOf(state: unknown): Outcome | null {
  const told = state as { saved?: Saved; translated?: true } | null;
  if (told?.translated) return { translated: true };
  return told?.saved ? { saved: told.saved } : null;
}

function OutcomeNotice({ outcome, postLocale }: { outcome: Outcome; postLocale: "en" | "de" }) {
  const { copy, locale } = useAdmin();
  if ("refused" in outcome) return <Notice tone="error">{outcome.refused}</Notice>;
  if ("translated" in outcome) return <Notice tone="info">{copy.blog.translation.made[postLocale]}</Notice>;
  if ("restored" in outcome)
    return (
      <Notice tone="success">
        {formatTemplate(copy.blog.revisions.restored, { revision: String(outcome.restored) })}
      </Notice>
    );
  const { action, publishAt } = outcome.saved;
  const date = publishAt ? berlinDateTime(new Date(publishAt), locale) : "";
  return <Notice tone="success">{formatTemplate(copy.blog.editor.saved[action], { date })}</Notice>;
}
