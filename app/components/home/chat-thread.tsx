import { Bot, User } from "lucide-react";
import type { ReactNode } from "react";
import type { ChatMessage } from "#app/content/home-chat/types.ts";
import { cn } from "#app/lib/cn.ts";

type ChatThreadProps = {
  messages: ChatMessage[];
  /** How many messages are shown; the rest keep their place, invisible, so nothing moves as they appear. */
  shown?: number;
  /** Index of the message the assistant is "typing", if any. */
  typingAt?: number | null;
  typingLabel?: string;
  /** Rendered inside the message with this index (e.g. a chart under an answer). */
  attachment?: { at: number; node: ReactNode };
};

/**
 * A sample conversation. Hiding is done in CSS by each message's data-state
 * (app.css), which reduced motion and a missing JavaScript override, so the
 * whole conversation is readable before and without any script.
 */
export function ChatThread({
  messages,
  shown = messages.length,
  typingAt = null,
  typingLabel,
  attachment,
}: ChatThreadProps) {
  return (
    <ol className="grid gap-3">
      {messages.map((message, index) => {
        const state = index < shown ? "shown" : index === typingAt ? "typing" : "hidden";
        const fromUser = message.type === "user";
        return (
          <li
            key={index}
            data-state={state}
            className={cn("chat-message flex items-start gap-2.5", fromUser && "flex-row-reverse")}
          >
            <span
              className={cn(
                "grid size-8 shrink-0 place-items-center rounded-full",
                fromUser ? "bg-slate-200 text-slate-700" : "bg-indigo-600 text-white",
              )}
            >
              {fromUser ? (
                <User aria-hidden="true" className="size-4" />
              ) : (
                <Bot aria-hidden="true" className="size-4" />
              )}
            </span>
            <div
              className={cn(
                "relative max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed",
                fromUser ? "rounded-tr-sm bg-indigo-600 text-white" : "rounded-tl-sm text-slate-800",
                // While "typing", only the dots have a bubble; the answer's place stays reserved, unseen.
                !fromUser && state !== "typing" && "bg-slate-100",
              )}
            >
              <p className="chat-text">{message.message}</p>
              {state === "typing" ? <TypingDots label={typingLabel} /> : null}
              {attachment?.at === index ? attachment.node : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function TypingDots({ label }: { label?: string }) {
  return (
    <span role="status" className="absolute top-0 left-0 flex gap-1 rounded-2xl rounded-tl-sm bg-slate-100 px-4 py-3.5">
      <span className="sr-only">{label}</span>
      {["", "[animation-delay:150ms]", "[animation-delay:300ms]"].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className={cn("size-2 rounded-full bg-slate-500 motion-safe:animate-bounce", delay)}
        />
      ))}
    </span>
  );
}
