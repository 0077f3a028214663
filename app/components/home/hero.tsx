import { useEffect, useRef, useState } from "react";
import { usePrefersReducedMotion } from "#app/lib/browser/use-reduced-motion.ts";
import { useInView } from "#app/lib/browser/use-in-view.ts";
import { useContactPopup } from "#app/components/contact-popup.tsx";
import { useCopy } from "#app/components/site-context.tsx";
import { useStaticLinks } from "#app/components/static-links.ts";
import { StaticContent, staticPart } from "#app/lib/rendering/static-content.tsx";
import { ChatComposer } from "#app/components/home/chat-composer.tsx";
import { ChatThread } from "#app/components/home/chat-thread.tsx";

// The hero's text is static content (decision 0031), with its code apart; the sample chat is live from the start.
export const HeroText = staticPart(() =>
  import("#app/components/home/hero-text.tsx").then((module) => module.HeroText),
);

export function Hero() {
  return (
    // Top-aligned columns: centred, the text would move down as a slow connection delivers the rest of the row.
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-hero">
      <div className="mx-auto grid max-w-7xl items-start gap-12 px-4 pt-12 pb-20 sm:px-6 sm:pt-16 lg:grid-cols-2 lg:px-8 lg:pt-20 lg:pb-28">
        <StaticContent onKeptClick={useStaticLinks()}>
          <HeroText />
        </StaticContent>
        <div className="rise rise-delay-4">
          <HeroChat />
        </div>
      </div>
    </section>
  );
}

const USER_PAUSE_MS = 700;
const TYPING_MS = 1400;
/** The first question and its answer are there from the first paint: the panel never looks empty. */
const FIRST_EXCHANGE = 2;

/**
 * The scripted sample chat: opens on its first exchange, plays the rest once
 * in view, or shows the whole conversation at once under reduced motion.
 */
function HeroChat() {
  const chat = useCopy("home-chat");
  const { openContactPopup } = useContactPopup();
  const container = useRef<HTMLDivElement>(null);
  const inView = useInView(container);
  const reducedMotion = usePrefersReducedMotion();
  const [played, setPlayed] = useState({ shown: FIRST_EXCHANGE, typingAt: null as number | null });
  const count = chat.messages.length;

  useEffect(() => {
    if (!inView || reducedMotion || played.shown >= count) return;
    const next = chat.messages[played.shown];
    const typing = played.typingAt === played.shown;
    let delay = USER_PAUSE_MS;
    let step = { shown: played.shown + 1, typingAt: null as number | null };
    if (next?.type === "ai" && !typing) step = { shown: played.shown, typingAt: played.shown };
    else if (typing) delay = TYPING_MS;
    const timer = window.setTimeout(() => setPlayed(step), delay);
    return () => window.clearTimeout(timer);
  }, [inView, reducedMotion, played, count, chat.messages]);

  const shown = reducedMotion ? count : played.shown;
  return (
    <div
      ref={container}
      data-testid="hero-chat"
      data-complete={shown >= count ? "true" : "false"}
      className="chat-script mx-auto w-full max-w-xl rounded-3xl border border-slate-200 bg-surface/95 shadow-2xl shadow-indigo-900/10"
    >
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-5 py-3.5">
        <p className="min-w-0 text-sm font-semibold break-words text-slate-900 sm:text-base">{chat.title}</p>
        <p className="flex shrink-0 items-center gap-1.5 text-xs font-medium text-emerald-800">
          <span aria-hidden="true" className="size-2 rounded-full bg-emerald-500" />
          {chat.status}
        </p>
      </div>
      <div className="p-5">
        <ChatThread
          messages={chat.messages}
          shown={shown}
          typingAt={reducedMotion ? null : played.typingAt}
          typingLabel={chat.typing}
        />
      </div>
      <div className="border-t border-slate-200 p-4">
        <ChatComposer
          copy={chat.input}
          onSend={() => {
            if (chat.popupDelayMs > 0) window.setTimeout(openContactPopup, chat.popupDelayMs);
            else openContactPopup();
          }}
        />
      </div>
    </div>
  );
}
