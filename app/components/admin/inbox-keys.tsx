import { useEffect, useState } from "react";
import { Modal } from "#app/components/ui/modal.tsx";

export type InboxKeysCopy = {
  hint: string;
  heading: string;
  close: string;
  keys: { search: string; next: string; previous: string; open: string; select: string; help: string };
};

/** Typing goes to the field, never to a shortcut. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement && !["checkbox", "radio", "button", "submit", "reset"].includes(target.type)
  );
}

/**
 * The inbox's keyboard: `/` searches, `j`/`k` move through the rows (focus goes to the row's link, so `Enter`
 * opens it as any link does), `x` ticks the row's box, `?` lists the shortcuts. Rows are the elements with
 * `data-inbox-row`, their link `data-inbox-link`, their box `data-inbox-select`.
 */
export function InboxKeys({ searchId, copy }: { searchId: string; copy: InboxKeysCopy }) {
  const [help, setHelp] = useState(false);
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
      if (document.querySelector("dialog[open]")) return;
      const rows = [...document.querySelectorAll<HTMLElement>("[data-inbox-row]")];
      const current = rows.findIndex((row) => row.contains(document.activeElement));
      const focusRow = (index: number) => rows[index]?.querySelector<HTMLElement>("[data-inbox-link]")?.focus();
      if (event.key === "/") {
        event.preventDefault();
        document.getElementById(searchId)?.focus();
      } else if (event.key === "j") {
        event.preventDefault();
        focusRow(current < 0 ? 0 : Math.min(rows.length - 1, current + 1));
      } else if (event.key === "k") {
        event.preventDefault();
        focusRow(current < 0 ? 0 : Math.max(0, current - 1));
      } else if (event.key === "x" && current >= 0) {
        event.preventDefault();
        rows[current]!.querySelector<HTMLInputElement>("[data-inbox-select]")?.click();
      } else if (event.key === "?") {
        event.preventDefault();
        setHelp(true);
      }
    }
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [searchId]);

  const keys: [string, string][] = [
    ["/", copy.keys.search],
    ["j", copy.keys.next],
    ["k", copy.keys.previous],
    ["Enter", copy.keys.open],
    ["x", copy.keys.select],
    ["?", copy.keys.help],
  ];
  return (
    <>
      {/* Only a "?" on the screen (issue 47); its name says what it opens. */}
      <button
        type="button"
        onClick={() => setHelp(true)}
        aria-keyshortcuts="?"
        aria-label={copy.hint}
        title={copy.hint}
        className="grid size-9 shrink-0 place-items-center rounded-lg text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 hover:text-slate-900"
      >
        <kbd className="font-mono text-sm">?</kbd>
      </button>
      <Modal open={help} onClose={() => setHelp(false)} title={copy.heading} closeLabel={copy.close}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {keys.map(([key, what]) => (
            <div key={key} className="contents">
              <dt>
                <kbd className="rounded border border-slate-300 bg-slate-50 px-2 py-0.5 font-mono text-xs">{key}</kbd>
              </dt>
              <dd>{what}</dd>
            </div>
          ))}
        </dl>
      </Modal>
    </>
  );
}
