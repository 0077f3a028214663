import { useState } from "react";
import { data, Form, Link, useLocation, useNavigate, useRevalidator } from "react-router";
import * as z from "zod/mini";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { Notice } from "#app/components/admin/admin-shell.tsx";
import { PostEditor, type SaveOutcome } from "#app/components/admin/editor/post-editor.tsx";
import { Button } from "#app/components/ui/button.tsx";
import blogAdminDe from "#app/content/blog-admin/de.ts";
import blogAdminEn from "#app/content/blog-admin/en.ts";
import { DataTable } from "#app/components/ui/data-table.tsx";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { adminMeta } from "#app/lib/admin/page.server.ts";
import { editorPost, editorRevisions, restoreRevision } from "#app/lib/blog/editor.server.ts";
import { uploadPostImage } from "#app/lib/blog/upload-post-image.ts";
import { field } from "#app/lib/server/form-fields.ts";
import { formOf } from "#app/lib/server/form.server.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { cn } from "#app/lib/cn.ts";
import { operatorContext } from "#app/site/back-office.server.ts";
import { isServerBlog } from "#app/site/config.server.ts";
import type { Route } from "./+types/blog-editor";

/** A post of either language in the editor (`/admin/blog/:id`), or a new one (`/admin/blog/new?lang=de`). */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { services, locale, copy } = context.get(operatorContext);
  if (!isServerBlog()) throw data(null, { status: 404 });
  const id = "id" in params ? params.id : undefined;
  const post = await editorPost(services.db.sql, id, url, locale);
  const { revisions, comparison } = await editorRevisions(services.db.sql, id, url, locale);
  const title = post.id ? formatTemplate(copy.titles.blogPost, { title: post.title }) : copy.titles.blogNew;
  return { post, revisions, comparison, meta: adminMeta(title) };
}

const restoreForm = z.object({ intent: z.literal("restore"), revision: field.line(64) });

/** Restores an earlier version (the only change made here: saving goes through the blog's JSON API). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { services, operator, copy } = context.get(operatorContext);
  const form = await formOf(request, copy.errors.badForm, restoreForm);
  if (!("id" in params)) throw new Response(null, { status: 400 });
  return restoreRevision(services.db.sql, params.id!, form.revision, operator);
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

type Saved = Extract<SaveOutcome, { ok: true }>;

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

export default function AdminBlogEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, locale } = useAdmin();
  const blogAdmin = locale === "de" ? blogAdminDe : blogAdminEn;
  const { post, revisions, comparison } = loaderData;
  const text = copy.blog.editor;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const location = useLocation();
  const [saved, setSaved] = useState<Saved | null>((location.state as { saved?: Saved } | null)?.saved ?? null);

  function onSaved(outcome: Saved) {
    setSaved(outcome);
    // A new post gets its own address; a saved one its new revision and the version it replaced.
    if (!post.id)
      void navigate(adminPath("blogPost", locale, { id: outcome.id }), { replace: true, state: { saved: outcome } });
    else void revalidator.revalidate();
  }

  const savedMessage =
    saved &&
    formatTemplate(text.saved[saved.action], {
      date: saved.publishAt ? berlinDateTime(new Date(saved.publishAt), locale) : "",
    });
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
      <div className="mt-4">
        {savedMessage ? <Notice tone="success">{savedMessage}</Notice> : null}
        {actionData?.restored ? (
          <Notice tone="success">
            {formatTemplate(copy.blog.revisions.restored, { revision: String(actionData.restored) })}
          </Notice>
        ) : null}
      </div>
      {/* Drawn anew with each stored revision: after a save or a restore, the form shows what is stored. */}
      <PostEditor
        key={`${post.id}:${post.revision}`}
        post={post}
        onSaved={onSaved}
        coverCopy={blogAdmin.coverImage}
        uploadMessages={blogAdmin.api}
        uploadImage={async (file) => {
          const { src, srcset, width, height } = await uploadPostImage(file, locale, blogAdmin.api);
          return { src, srcset, width, height };
        }}
      />
      {post.id ? <Revisions revisions={revisions} comparison={comparison} /> : null}
    </>
  );
}

function Revisions({ revisions, comparison }: Pick<Route.ComponentProps["loaderData"], "revisions" | "comparison">) {
  const { copy } = useAdmin();
  const text = copy.blog.revisions;
  return (
    <section aria-labelledby="revisions-heading" className="mt-10">
      <h2 id="revisions-heading" className="text-xl font-bold text-slate-900">
        {text.heading}
      </h2>
      <p className="mt-1 text-slate-600">{text.intro}</p>
      {comparison ? (
        <section aria-labelledby="comparison-heading" className="mt-4 rounded-lg border border-slate-300 p-4">
          <h3 id="comparison-heading" className="font-semibold text-slate-900">
            {formatTemplate(text.comparing, { revision: String(comparison.revision) })}
          </h3>
          <dl className="mt-2 grid gap-2">
            {comparison.fields.map((field) => (
              <div key={field.field}>
                <dt className="text-sm font-semibold">{text.fields[field.field]}</dt>
                <dd>
                  <del className="bg-red-50 text-red-900">{field.before}</del> →{" "}
                  <ins className="bg-emerald-50 text-emerald-900">{field.after}</ins>
                </dd>
              </div>
            ))}
          </dl>
          {comparison.body.every((line) => line.change === "same") ? (
            <p className="mt-2 text-slate-700">{text.noChange}</p>
          ) : (
            <ul className="mt-2 grid gap-1">
              {comparison.body.map((line, index) => (
                <li
                  key={index}
                  className={cn(
                    "rounded px-2 py-1",
                    line.change === "removed" && "bg-red-50 text-red-900",
                    line.change === "added" && "bg-emerald-50 text-emerald-900",
                    line.change === "same" && "text-slate-700",
                  )}
                >
                  {line.change === "removed" ? <span className="sr-only">{text.removed}: </span> : null}
                  {line.change === "added" ? <span className="sr-only">{text.added}: </span> : null}
                  {line.change === "same" ? (
                    line.text
                  ) : line.change === "removed" ? (
                    <del>{line.text}</del>
                  ) : (
                    <ins>{line.text}</ins>
                  )}
                </li>
              ))}
            </ul>
          )}
          <p className="mt-3 text-sm">
            <Link to="?" className="text-indigo-700 underline" preventScrollReset>
              {text.closeComparison}
            </Link>
          </p>
        </section>
      ) : null}
      <DataTable
        className="mt-4"
        caption={text.caption}
        rows={revisions}
        rowKey={(revision) => String(revision.revision)}
        empty={text.empty}
        columns={[
          { id: "revision", header: text.columns.revision, rowHeader: true, cell: (revision) => revision.revision },
          { id: "savedAt", header: text.columns.savedAt, cell: (revision) => revision.savedAt, nowrap: true },
          { id: "savedBy", header: text.columns.savedBy, cell: (revision) => revision.savedBy ?? "" },
          { id: "title", header: text.columns.title, cell: (revision) => revision.title },
          {
            id: "actions",
            header: text.columns.actions,
            cell: (revision) => (
              <span className="flex flex-wrap gap-2">
                <Link
                  to={`?compare=${revision.revision}`}
                  className="text-indigo-700 underline"
                  preventScrollReset
                  aria-label={`${text.compare} ${revision.revision}`}
                >
                  {text.compare}
                </Link>
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="restore" />
                  <input type="hidden" name="revision" value={revision.revision} />
                  <Button
                    type="submit"
                    size="sm"
                    variant="secondary"
                    aria-label={`${text.restore} ${revision.revision}`}
                  >
                    {text.restore}
                  </Button>
                </Form>
              </span>
            ),
          },
        ]}
      />
    </section>
  );
}
