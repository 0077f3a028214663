import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { Toast as ToastComponent } from "#app/components/ui/toast.tsx";
import { ToastViewport, type ToastData } from "#app/components/ui/toast-viewport.tsx";
import { whenIdle } from "#app/lib/rendering/idle.ts";

type ToastInput = Omit<ToastData, "id">;
type ToastApi = { toast: (input: ToastInput) => void; dismiss: () => void };

const ToastContext = createContext<ToastApi | null>(null);

const loadToast = () => import("#app/components/ui/toast.tsx");

/** A toast follows what a visitor did, never the page's start: its code waits for a quiet moment, as the popup's does. */
const PRELOAD_TIMEOUT_MS = 3_000;

type ToasterProps = { regionLabel: string; closeLabel: string; children: ReactNode };

/**
 * Shows one toast at a time: a new one replaces the current one; a closed one leaves at once. The live regions
 * are in the page from the start (ToastViewport); the toast itself is drawn by code that is not needed before the
 * page is live, fetched in an idle moment once it is (or by the first toast, should one come sooner).
 */
export function ToastProvider({ regionLabel, closeLabel, children }: ToasterProps) {
  const [current, setCurrent] = useState<ToastData | null>(null);
  const [Toast, setToast] = useState<typeof ToastComponent | null>(null);
  const nextId = useRef(1);

  const load = useCallback(() => loadToast().then(({ Toast: toast }) => setToast(() => toast)), []);
  const toast = useCallback(
    (input: ToastInput) => {
      setCurrent({ ...input, id: nextId.current++ });
      // Already there, as a rule; a fetch that fails leaves this toast unseen, and the next one asks again.
      load().catch(() => undefined);
    },
    [load],
  );
  const dismiss = useCallback(() => setCurrent(null), []);
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  useEffect(() => whenIdle(() => void load().catch(() => undefined), PRELOAD_TIMEOUT_MS), [load]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport label={regionLabel} toast={current && Toast ? current : null}>
        {current && Toast ? (
          <Toast key={current.id} toast={current} closeLabel={closeLabel} onDismiss={dismiss} />
        ) : null}
      </ToastViewport>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider>");
  return api;
}
