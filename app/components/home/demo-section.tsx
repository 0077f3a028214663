import { useLayoutEffect, useRef, useState } from "react";
import { useContactPopup } from "#app/components/contact-popup.tsx";
import { Chart } from "#app/components/home/chart.tsx";
import { ChatComposer } from "#app/components/home/chat-composer.tsx";
import { ChatThread } from "#app/components/home/chat-thread.tsx";
import { SectionHeading } from "#app/components/home/section-heading.tsx";
import { DEFER_RENDER_CLASS } from "#app/lib/rendering/markers.ts";
import { useCopy } from "#app/components/site-context.tsx";

type DemoSectionProps = { chartLabels: string[] };

export function DemoSection({ chartLabels }: DemoSectionProps) {
  const { demo } = useCopy("home");
  const { openContactPopup } = useContactPopup();
  const [question, setQuestion] = useState("");
  const input = useRef<HTMLInputElement>(null);
  // A question typed before the section was live is the question (app/lib/browser/held-values.ts).
  useLayoutEffect(() => setQuestion((current) => input.current?.value || current), []);
  const firstAnswer = demo.messages.findIndex((message) => message.type === "ai");

  return (
    <section id="demo" aria-labelledby="demo-heading" className={`${DEFER_RENDER_CLASS} bg-slate-50 py-20 sm:py-28`}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="demo-heading" {...demo} />
        <div className="mx-auto mt-12 max-w-3xl rounded-3xl border border-slate-200 bg-surface shadow-xl">
          <p className="border-b border-slate-200 px-5 py-3.5 font-semibold text-slate-900">{demo.chatTitle}</p>
          <div className="p-5">
            <ChatThread
              messages={demo.messages}
              attachment={{
                at: firstAnswer,
                node: (
                  <figure className="mt-3 max-w-md rounded-xl bg-surface p-2">
                    <Chart data={demo.chart} valueLabels={chartLabels} className="h-auto w-full" />
                    <figcaption className="sr-only">{demo.chart.title}</figcaption>
                  </figure>
                ),
              }}
            />
          </div>
          <div className="grid gap-3 border-t border-slate-200 p-4">
            <p className="text-sm font-medium text-slate-700">{demo.suggestionsLabel}</p>
            {/* One per line on a phone, three equal ones side by side from tablets up: none left alone on a line. */}
            <div data-testid="demo-suggestions" className="grid gap-2 sm:grid-cols-3">
              {demo.suggestions.map((suggestion) => (
                <button
                  key={suggestion}
                  type="button"
                  className="rounded-xl bg-indigo-50 px-3 py-2 text-left text-sm font-medium text-indigo-800 ring-1 ring-indigo-200 hover:bg-indigo-100"
                  onClick={() => {
                    setQuestion(suggestion);
                    input.current?.focus();
                  }}
                >
                  {suggestion}
                </button>
              ))}
            </div>
            <ChatComposer
              copy={demo.input}
              value={question}
              onValueChange={setQuestion}
              onSend={openContactPopup}
              inputRef={input}
            />
          </div>
        </div>
        <p className="mt-6 text-center text-sm text-slate-600">{demo.note}</p>
      </div>
    </section>
  );
}
