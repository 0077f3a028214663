import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { Toast, ToastViewport, type ToastData } from "#app/components/ui/toast.tsx";

type ToastInput = Omit<ToastData, "id">;
type ToastApi = { toast: (input: ToastInput) => void; dismiss: () => void };

const ToastContext = createContext<ToastApi | null>(null);

type ToasterProps = { regionLabel: string; closeLabel: string; children: ReactNode };

/** Shows one toast at a time: a new one replaces the current one; a closed one leaves at once. */
export function ToastProvider({ regionLabel, closeLabel, children }: ToasterProps) {
  const [current, setCurrent] = useState<ToastData | null>(null);
  const nextId = useRef(1);

  const toast = useCallback((input: ToastInput) => setCurrent({ ...input, id: nextId.current++ }), []);
  const dismiss = useCallback(() => setCurrent(null), []);
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport label={regionLabel} toast={current}>
        {current ? <Toast key={current.id} toast={current} closeLabel={closeLabel} onDismiss={dismiss} /> : null}
      </ToastViewport>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider>");
  return api;
}
