import { Languages } from "lucide-react";
import { useId, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { postApi } from "#app/components/admin/editor/post-api.ts";
import { Button } from "#app/components/ui/button.tsx";
import { adminPath } from "#app/i18n/admin-pages.ts";
import type { Locale } from "#app/i18n/locales.ts";

/** What the editor's page is told when it opens a translation just made: the notice above the form says so. */
export type TranslatedState = { translated: true };

/**
 * "Translate into German": makes the post's draft in the other language from its words (the blog's API, through
 * the editor's one client) and opens it in the editor. A refusal is said beside the button, focused and announced.
 */
export function TranslateButton({ post }: { post: { id: string; locale: Locale } }) {
  const { copy, locale } = useAdmin();
  const api = useMemo(() => postApi(locale, copy.blog), [locale, copy.blog]);
  const navigate = useNavigate();
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const problemRef = useRef<HTMLSpanElement>(null);
  const problemId = useId();
  const text = copy.blog.translation;
  const target: Locale = post.locale === "de" ? "en" : "de";

  async function translate() {
    if (working) return;
    setWorking(true);
    setProblem(null);
    const made = await api.translate(post.id);
    if (made.ok) {
      const state: TranslatedState = { translated: true };
      await navigate(adminPath("blogPost", locale, { id: made.id }), { state });
      return;
    }
    setWorking(false);
    setProblem(made.message);
    requestAnimationFrame(() => problemRef.current?.focus());
  }

  return (
    <span className="inline-flex flex-col items-start gap-2">
      <Button
        variant="secondary"
        size="sm"
        aria-describedby={problem ? problemId : undefined}
        aria-disabled={working || undefined}
        onClick={() => void translate()}
      >
        <Languages aria-hidden="true" className="size-4" />
        {working ? text.working : text.action[target]}
      </Button>
      {problem ? (
        <span
          ref={problemRef}
          id={problemId}
          role="alert"
          tabIndex={-1}
          className="max-w-xs text-sm whitespace-normal text-red-800 focus:outline-2 focus:outline-offset-2 focus:outline-red-700"
        >
          {problem}
        </span>
      ) : null}
    </span>
  );
}
