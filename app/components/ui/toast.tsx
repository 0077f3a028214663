import { X } from "lucide-react";
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import { cn } from "#app/lib/cn.ts";
import type { ToastData } from "#app/components/ui/toast-viewport.tsx";

export const TOAST_DURATION_MS = 5000;
export const SWIPE_THRESHOLD_PX = 50;

type ToastProps = {
  toast: ToastData;
  closeLabel: string;
  onDismiss: () => void;
};

/**
 * One toast: closes itself after TOAST_DURATION_MS, pauses while hovered or
 * focused, and is dismissed by a swipe to the right of SWIPE_THRESHOLD_PX.
 */
export function Toast({ toast, closeLabel, onDismiss }: ToastProps) {
  const [paused, setPaused] = useState({ hover: false, focus: false });
  const remaining = useRef(TOAST_DURATION_MS);
  const swipe = useSwipeToDismiss(onDismiss);
  const isPaused = paused.hover || paused.focus || swipe.active;

  useEffect(() => {
    if (isPaused) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(onDismiss, remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [isPaused, onDismiss]);

  const destructive = toast.variant === "destructive";
  return (
    // Hover, focus and swipe only pause or speed up what the close button does for everyone.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      data-variant={toast.variant ?? "default"}
      data-testid="toast"
      className={cn(
        // select-none: a drag that selected text would turn the next swipe into a native drag (pointercancel).
        "pointer-events-auto relative flex w-full touch-pan-y items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg select-none motion-safe:animate-toast-in",
        destructive ? "border-danger-strong bg-danger text-white" : "border-slate-200 bg-surface text-slate-900",
      )}
      style={swipe.offset ? { transform: `translateX(${swipe.offset}px)` } : undefined}
      onPointerEnter={() => setPaused((p) => ({ ...p, hover: true }))}
      onPointerLeave={() => setPaused((p) => ({ ...p, hover: false }))}
      onFocus={() => setPaused((p) => ({ ...p, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setPaused((p) => ({ ...p, focus: false }));
        }
      }}
      {...swipe.handlers}
    >
      <div className="grid gap-1">
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.description ? (
          <p className={cn("text-sm", destructive ? "text-white" : "text-slate-600")}>{toast.description}</p>
        ) : null}
        {toast.action ? (
          <button
            type="button"
            className={cn(
              "mt-2 justify-self-start rounded-md px-3 py-1.5 text-sm font-semibold ring-1",
              destructive
                ? "ring-white/60 hover:bg-danger-strong"
                : "text-indigo-700 ring-indigo-200 hover:bg-indigo-50",
            )}
            onClick={() => {
              toast.action?.onClick();
              onDismiss();
            }}
          >
            {toast.action.label}
          </button>
        ) : null}
      </div>
      <button
        type="button"
        aria-label={closeLabel}
        className={cn(
          "absolute top-2 right-2 rounded-md p-1.5",
          destructive ? "text-white hover:bg-danger-strong" : "text-slate-500 hover:bg-slate-100 hover:text-slate-900",
        )}
        onClick={onDismiss}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

function useSwipeToDismiss(onDismiss: () => void) {
  const start = useRef<{ x: number; pointerId: number } | null>(null);
  const [offset, setOffset] = useState(0);

  const reset = () => {
    start.current = null;
    setOffset(0);
  };

  return {
    offset,
    active: offset !== 0,
    handlers: {
      onPointerDown(event: ReactPointerEvent<HTMLElement>) {
        if ((event.target as HTMLElement).closest("button")) return;
        start.current = { x: event.clientX, pointerId: event.pointerId };
        event.currentTarget.setPointerCapture?.(event.pointerId);
      },
      onPointerMove(event: ReactPointerEvent<HTMLElement>) {
        if (start.current?.pointerId !== event.pointerId) return;
        setOffset(Math.max(0, event.clientX - start.current.x));
      },
      onPointerUp(event: ReactPointerEvent<HTMLElement>) {
        if (start.current?.pointerId !== event.pointerId) return;
        const distance = event.clientX - start.current.x;
        reset();
        if (distance >= SWIPE_THRESHOLD_PX) onDismiss();
      },
      onPointerCancel: reset,
    },
  };
}
