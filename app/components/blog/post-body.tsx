import { useEffect, useMemo, useState } from "react";
import proseStyles from "#app/components/blog/post-body.css?inline";

type Sanitize = (html: string) => string;

let loadedSanitize: Sanitize | undefined;

/**
 * A post's HTML body, sanitized with DOMPurify right here, where it enters the
 * page (DESIGN improvement 7). DOMPurify needs a DOM and loads on demand, so
 * until it is here only the server's own pre-rendered body may show: a seeded
 * sample, which is exactly what DOMPurify returns for it (unit-tested).
 * Anything else waits for the sanitizer.
 */
type PostBodyProps = { html: string; prerendered: string | undefined; lang?: string };

export function PostBody({ html, prerendered, lang }: PostBodyProps) {
  // Once loaded (never before hydration), the next post opens with it at hand.
  const [sanitize, setSanitize] = useState<Sanitize | null>(() => loadedSanitize ?? null);
  useEffect(() => {
    let active = true;
    void import("#app/lib/blog/sanitize-html.ts").then((module) => {
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
  return (
    <>
      {/* React hoists this into the head once, however many bodies a page shows. */}
      <style href="post-body" precedence="default">
        {proseStyles}
      </style>
      <div data-testid="post-body" lang={lang} className="post-body" dangerouslySetInnerHTML={{ __html: safe }} />
    </>
  );
}
