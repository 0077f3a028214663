import { X } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
  className?: string;
};

/**
 * A small modal on the browser's own `<dialog>` (no library): `showModal()` makes the page behind it inert, so
 * focus stays inside; Escape and the close button close it (a click beside it does not: nothing is lost by a stray click), and focus returns to where it was. For panels that
 * need no more than that (a list of keyboard shortcuts); the Radix dialog (dialog.tsx) does the rest.
 */
export function Modal({ open, onClose, title, closeLabel, children, className }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      before?.focus();
    };
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby="modal-title"
      onClose={onClose}
      className={cn(
        "m-auto w-[calc(100vw-2rem)] max-w-md rounded-2xl bg-surface p-6 text-slate-900 shadow-2xl backdrop:bg-slate-950/60",
        className,
      )}
    >
      {open ? (
        <div className="relative">
          <h2 id="modal-title" className="pr-10 text-xl font-bold">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            className="absolute -top-2 -right-2 rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
          <div className="mt-4">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
