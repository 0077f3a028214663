/**
 * A post as its page shows it to visitors, for the back office's preview (app/routes/admin/blog-preview.tsx): its
 * tags, title, byline, summary, cover and body in the published post's typography (post-body.css), inside a frame
 * of a desktop's or a phone's width. The body was sanitized by the server (previewPost), as on the post's page.
 */
import { PostBody } from "#app/components/blog/post-body.tsx";
import { PostByline, PostTags } from "#app/components/blog/post-meta.tsx";
import proseStyles from "#app/components/blog/post-body.css?inline";
import type { previewPost } from "#app/lib/blog/editor.server.ts";
import { cn } from "#app/lib/cn.ts";

export type PreviewWidth = "desktop" | "phone";

/** A phone's width in CSS pixels (an iPhone 14's, as the site's own checks use). */
const PHONE = 390;

type Preview = Awaited<ReturnType<typeof previewPost>>;

export function PostPreview({
  preview,
  width,
  tagsLabel,
}: {
  preview: Preview;
  width: PreviewWidth;
  /** What the list of tags is called, in the operator's language. */
  tagsLabel: string;
}) {
  const phone = width === "phone";
  const lang = preview.locale;
  return (
    <div className="mt-4 overflow-x-auto rounded-xl bg-slate-100 p-2 sm:p-4">
      <style href="post-body" precedence="default">
        {proseStyles}
      </style>
      <article
        lang={lang}
        style={phone ? { width: PHONE } : undefined}
        className={cn(
          "mx-auto max-w-full rounded-lg border border-slate-300 bg-surface shadow-sm",
          phone ? "px-4 py-8" : "px-6 py-12 lg:px-16",
        )}
      >
        <div className={cn("mx-auto", phone ? "" : "max-w-3xl")}>
          <PostTags tags={preview.tags} label={tagsLabel} lang={lang} />
          <p
            role="heading"
            aria-level={2}
            className={cn(
              "mt-4 font-extrabold tracking-tight text-balance text-slate-900",
              phone ? "text-3xl" : "text-5xl",
            )}
          >
            {preview.title}
          </p>
          <PostByline
            author={preview.author}
            date={preview.date}
            dateLang={lang}
            picture={preview.picture}
            className="mt-6"
          />
          <p className="mt-6 text-xl leading-8 text-pretty text-slate-600">{preview.summary}</p>
          {preview.cover ? (
            <img
              src={preview.cover.src}
              srcSet={preview.cover.srcset}
              sizes={phone ? `${PHONE}px` : "48rem"}
              width={preview.cover.width}
              height={preview.cover.height}
              alt={preview.cover.alt}
              className="mt-8 h-auto w-full rounded-2xl border border-slate-200"
            />
          ) : null}
          <div className="mt-10">
            <PostBody html={preview.content} prerendered={preview.content} lang={lang} />
          </div>
        </div>
      </article>
    </div>
  );
}
