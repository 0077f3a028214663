import { useEffect, useMemo, useState } from "react";
import proseStyles from "#app/components/blog/post-body.css?inline";
import { whenIdle } from "#app/lib/rendering/idle.ts";

/** As the contact popup's code waits (contact-popup.tsx): the page's own scripts settle first. */
const SANITIZER_PRELOAD_MS = 3_000;

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
  // The server's own body needs no sanitizer (decision 0031: not among the page's scripts before it is live): it
  // is fetched in an idle moment for the next post, or at once for a body the server did not render.
  const needed = html !== prerendered;
  useEffect(() => {
    if (sanitize) return;
    let active = true;
    const load = () =>
      void import("#app/lib/blog/sanitize-html.ts").then((module) => {
        loadedSanitize = module.sanitizePostHtml;
        if (active) setSanitize(() => module.sanitizePostHtml);
      });
    const cancel = needed ? (load(), undefined) : whenIdle(load, SANITIZER_PRELOAD_MS);
    return () => {
      active = false;
      cancel?.();
    };
  }, [sanitize, needed]);
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
