/**
 * "Someone else is editing this post" (issue 48, decision 0067): while a stored post is open, the editor says so
 * to the server every PRESENCE_BEAT_SECONDS and hears back who else has it open and whether someone saved a newer
 * revision since the page loaded, so that the operator knows before a save would be refused (409).
 */
import { useEffect, useState } from "react";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import type { PostApi } from "#app/components/admin/editor/post-api.ts";
import type { EditorPost, Presence } from "#app/components/admin/editor/types.ts";
import { PRESENCE_BEAT_SECONDS } from "#app/lib/blog/editor/working-copy.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";

export function usePresence(post: EditorPost, api: PostApi): Presence | null {
  const [presence, setPresence] = useState<Presence | null>(null);
  useEffect(() => {
    if (!post.id) return;
    let open = true;
    const beat = async () => {
      const answer = await api.presence(post);
      if (open && answer) setPresence(answer);
    };
    void beat();
    const timer = setInterval(() => void beat(), PRESENCE_BEAT_SECONDS * 1000);
    const leave = () => void api.presence(post, true);
    // Back in the tab after a while: what changed meanwhile is said at once, not at the next beat.
    const back = () => void beat();
    window.addEventListener("pagehide", leave);
    window.addEventListener("focus", back);
    return () => {
      open = false;
      clearInterval(timer);
      window.removeEventListener("pagehide", leave);
      window.removeEventListener("focus", back);
      leave();
    };
  }, [post, api]);
  return presence;
}

/** "14:05" in Berlin, as the back office shows times of today. */
const timeOfDay = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale === "de" ? "de-DE" : "en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/Berlin",
  }).format(new Date(iso));

/** Who else is on the post and who saved since, with their names and when; nothing when the operator is alone. */
export function PresenceNotice({ presence }: { presence: Presence | null }) {
  const { copy, locale } = useAdmin();
  const text = copy.blog.editor.presence;
  const lines = [
    ...(presence?.newer
      ? [
          formatTemplate(text.savedSince, {
            name: presence.newer.by ?? "?",
            time: timeOfDay(presence.newer.at, locale),
          }),
        ]
      : []),
    ...(presence?.others ?? []).map((other) =>
      formatTemplate(text.open, { name: other.name, time: timeOfDay(other.at, locale) }),
    ),
  ];
  return (
    <div role="status" aria-live="polite">
      {lines.length ? (
        <div className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <p className="font-semibold">{text.heading}</p>
          {lines.map((line) => (
            <p key={line} className="mt-1">
              {line}
            </p>
          ))}
          {presence?.newer ? (
            <p className="mt-2">
              <button type="button" onClick={() => window.location.reload()} className="font-semibold underline">
                {text.reload}
              </button>
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
