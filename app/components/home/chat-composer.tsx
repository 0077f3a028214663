import { Send } from "lucide-react";
import { useId, type FormEvent, type Ref } from "react";
import type { ChatInputCopy } from "#app/content/home-chat/types.ts";
import { homeAnchorHref } from "#app/i18n/paths.ts";
import { useSite } from "#app/components/site-context.tsx";

type ChatComposerProps = {
  copy: ChatInputCopy;
  value?: string;
  onValueChange?: (value: string) => void;
  onSend: () => void;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The question field under a sample chat. It accepts any text; sending opens
 * the contact popup. Without JavaScript the form leads to the contact section.
 */
export function ChatComposer({ copy, value, onValueChange, onSend, inputRef }: ChatComposerProps) {
  const { locale } = useSite();
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend();
  };
  return (
    <form action={homeAnchorHref(locale, "contact")} onSubmit={submit} className="flex items-center gap-2">
      <label htmlFor={inputId} className="sr-only">
        {copy.label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        name="question"
        type="text"
        autoComplete="off"
        placeholder={copy.placeholder}
        value={value}
        onChange={onValueChange ? (event) => onValueChange(event.target.value) : undefined}
        className="h-11 min-w-0 flex-1 rounded-xl border border-slate-300 bg-surface px-4 text-sm text-slate-900 placeholder:text-slate-500 focus:border-indigo-600 focus:outline-2 focus:outline-indigo-600"
      />
      <button
        type="submit"
        aria-label={copy.send}
        className="grid size-11 shrink-0 place-items-center rounded-xl bg-indigo-600 text-white hover:bg-brand-strong"
      >
        <Send aria-hidden="true" className="size-5" />
      </button>
    </form>
  );
}
