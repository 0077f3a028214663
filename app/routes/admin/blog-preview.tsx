import { useState } from "react";
import { data, Link } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { PostPreview, type PreviewWidth } from "#app/components/admin/editor/post-preview.tsx";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { pagePath } from "#app/i18n/paths.ts";
import { adminMeta } from "#app/lib/admin/page.server.ts";
import { previewPost } from "#app/lib/blog/editor.server.ts";
import { currentSlug } from "#app/lib/blog/post-slugs.server.ts";
import { cn } from "#app/lib/cn.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { operatorContext } from "#app/site/back-office.server.ts";
import { isServerBlog } from "#app/site/config.server.ts";
import type { Route } from "./+types/blog-preview";

/**
 * A post as visitors will see it, draft or scheduled too, behind the back office's session (issue 48, item 4):
 * someone without one is sent to the sign-in by the layout, and the post's own address answers them 404 until it
 * is out. It shows the operator's working copy when that is newer: what they typed, not yet saved.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, locale, copy, operator } = context.get(operatorContext);
  if (!isServerBlog()) throw data(null, { status: 404 });
  const preview = await previewPost(services.db.sql, params.id, operator.id, locale);
  const slug = (await currentSlug(services.db.sql, preview.id)) ?? preview.id;
  const title = formatTemplate(copy.blog.publishing.preview.heading, { title: preview.title });
  return { preview, publicPath: pagePath("blogPost", preview.locale, { id: slug })!, meta: adminMeta(title) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

/** "14:05 Uhr": when the working copy the preview shows was kept. */
const keptTime = (at: string, locale: string) =>
  new Intl.DateTimeFormat(locale === "de" ? "de-DE" : "en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/Berlin",
  }).format(new Date(at));

export default function AdminBlogPreviewPage({ loaderData }: Route.ComponentProps) {
  const { copy, locale } = useAdmin();
  const { preview, publicPath } = loaderData;
  const text = copy.blog.publishing.preview;
  const [width, setWidth] = useState<PreviewWidth>("desktop");
  return (
    <>
      <p className="text-sm">
        <Link to={adminPath("blogPost", locale, { id: preview.id })} className="text-indigo-700 underline">
          {text.backToEditor}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-balance text-slate-900">
        {formatTemplate(text.heading, { title: preview.title })}
      </h1>
      <p className="mt-1 text-slate-600">
        {text.notice}{" "}
        <a href={publicPath} className="text-indigo-700 underline" lang={preview.locale}>
          {publicPath}
        </a>
      </p>
      {preview.keptAt ? (
        <p className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {formatTemplate(text.workingCopy, { time: keptTime(preview.keptAt, locale) })}
        </p>
      ) : null}
      <div role="group" aria-label={text.width} className="mt-4 inline-flex rounded-lg border border-slate-300 p-1">
        {(["desktop", "phone"] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            aria-pressed={width === choice}
            onClick={() => setWidth(choice)}
            className={cn(
              "min-h-11 rounded-md px-4 text-sm font-semibold",
              width === choice ? "bg-indigo-600 text-white" : "text-slate-700 hover:bg-slate-100",
            )}
          >
            {text[choice]}
          </button>
        ))}
      </div>
      <PostPreview preview={preview} width={width} tagsLabel={copy.blog.editor.fields.tags} />
    </>
  );
}
