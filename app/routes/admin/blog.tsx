import { data, Link } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { TranslateButton } from "#app/components/admin/editor/translate-button.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { DataTable } from "#app/components/ui/data-table.tsx";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { formatDateTime } from "#app/i18n/format.ts";
import { displayNames } from "#app/lib/admin/operators.server.ts";
import { adminMeta } from "#app/lib/admin/page.server.ts";
import { editorStatus } from "#app/lib/blog/editor.server.ts";
import { listPosts, type StoredPost } from "#app/lib/blog/posts.server.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { operatorContext } from "#app/site/back-office.server.ts";
import { isServerBlog } from "#app/site/config.server.ts";
import type { Route } from "./+types/blog";

/** The blog's posts in both languages, most recently changed first, each with its translation if it has one. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services, locale, copy } = context.get(operatorContext);
  // The demo blog lives in visitors' browsers: there is nothing here to write.
  if (!isServerBlog()) throw data(null, { status: 404 });
  const [posts, names] = await Promise.all([
    listPosts(services.db.sql, { drafts: true }),
    displayNames(services.db.sql),
  ]);
  const translationOf = (post: StoredPost) =>
    posts.find(
      (other) => other.locale !== post.locale && (other.id === post.translationOf || other.translationOf === post.id),
    );
  return {
    posts: [...posts]
      .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
      .map((post) => {
        const translation = translationOf(post);
        const status = editorStatus(post);
        return {
          id: post.id,
          title: post.title,
          locale: post.locale,
          status,
          scheduledFor: status === "scheduled" ? formatDateTime(post.publishedAt!, locale) : null,
          updated: formatDateTime(post.updatedAt, locale),
          updatedBy: names.of({ email: post.updatedBy }),
          translation: translation
            ? { id: translation.id, title: translation.title, locale: translation.locale }
            : null,
        };
      }),
    meta: adminMeta(copy.titles.blog),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function AdminBlogPage({ loaderData }: Route.ComponentProps) {
  const { copy, locale } = useAdmin();
  const text = copy.blog.list;
  const editorLink = (id: string) => adminPath("blogPost", locale, { id });
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{text.heading}</h1>
      <p className="mt-1 text-slate-600">{text.intro}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {(["en", "de"] as const).map((language) => (
          <Link
            key={language}
            to={`${adminPath("blogNew", locale)}?lang=${language}`}
            className={buttonClasses(language === locale ? "primary" : "secondary", "sm")}
          >
            {text.newPost[language]}
          </Link>
        ))}
      </div>
      <DataTable
        className="mt-6"
        caption={text.tableCaption}
        rows={loaderData.posts}
        rowKey={(post) => post.id}
        empty={
          <>
            {text.empty}{" "}
            <Link
              to={`${adminPath("blogNew", locale)}?lang=${locale}`}
              className="font-semibold text-indigo-700 underline"
            >
              {text.newPost[locale]}
            </Link>
          </>
        }
        columns={[
          {
            id: "title",
            header: text.columns.title,
            rowHeader: true,
            cell: (post) => (
              <Link to={editorLink(post.id)} lang={post.locale} className="text-indigo-700 underline">
                {post.title}
              </Link>
            ),
          },
          { id: "language", header: text.columns.language, cell: (post) => text.languages[post.locale] },
          {
            id: "status",
            header: text.columns.status,
            cell: (post) =>
              post.scheduledFor
                ? formatTemplate(text.scheduledFor, { date: post.scheduledFor })
                : text.statuses[post.status],
          },
          {
            id: "updated",
            header: text.columns.updated,
            cell: (post) =>
              post.updatedBy
                ? formatTemplate(text.updatedBy, { date: post.updated, name: post.updatedBy })
                : post.updated,
          },
          {
            id: "translation",
            header: text.columns.translation,
            cell: (post) =>
              post.translation ? (
                <Link
                  to={editorLink(post.translation.id)}
                  lang={post.translation.locale}
                  className="text-indigo-700 underline"
                >
                  {post.translation.title}
                </Link>
              ) : (
                // No post without its translation or the way to it (issue 48).
                <TranslateButton post={post} />
              ),
          },
        ]}
      />
    </>
  );
}
