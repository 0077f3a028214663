import { useEffect, useMemo, useState } from "react";

type Sanitize = (html: string) => string;

let loadedSanitize: Sanitize | undefined;

/** Typography for HTML we do not write ourselves; the headings start below the page's h1. */
const proseClasses = [
  "text-lg leading-8 text-slate-700",
  "[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900",
  "[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_p]:mt-5 [&_strong]:font-semibold [&_strong]:text-slate-900",
  "[&_a]:font-medium [&_a]:text-indigo-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-indigo-900",
  "[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2 [&_li]:pl-1",
  "[&_blockquote]:mt-8 [&_blockquote]:border-l-4 [&_blockquote]:border-indigo-500 [&_blockquote]:pl-5 [&_blockquote]:text-slate-900 [&_blockquote]:italic",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-base",
  "[&_pre]:mt-5 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-slate-100 [&_pre_code]:bg-transparent",
  "[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl",
  "[&_table]:mt-6 [&_table]:w-full [&_table]:text-left [&_td]:border-t [&_td]:border-slate-200 [&_td]:py-2 [&_th]:py-2",
  "[&>:first-child]:mt-0",
].join(" ");

/**
 * A post's HTML body, sanitized with DOMPurify right here, where it enters the
 * page (DESIGN improvement 7). DOMPurify needs a DOM and loads on demand, so
 * until it is here only the server's own pre-rendered body may show: a seeded
 * sample, which is exactly what DOMPurify returns for it (unit-tested).
 * Anything else waits for the sanitizer.
 */
export function PostBody({ html, prerendered }: { html: string; prerendered: string | undefined }) {
  // Once loaded (never before hydration), the next post opens with it at hand.
  const [sanitize, setSanitize] = useState<Sanitize | null>(() => loadedSanitize ?? null);
  useEffect(() => {
    let active = true;
    void import("~/lib/blog/sanitize-html.ts").then((module) => {
      loadedSanitize = module.sanitizePostHtml;
      if (active) setSanitize(() => module.sanitizePostHtml);
    });
    return () => {
      active = false;
    };
  }, []);
  const safe = useMemo(() => {
    if (sanitize) return sanitize(html);
    return html === prerendered ? prerendered : "";
  }, [sanitize, html, prerendered]);
  return <div data-testid="post-body" className={proseClasses} dangerouslySetInnerHTML={{ __html: safe }} />;
}
