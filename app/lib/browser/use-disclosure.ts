import { useCallback, useEffect, useId, useState, type RefObject } from "react";
import { useLocation } from "react-router";

/**
 * State of a menu opened by a button: announces itself with aria-expanded,
 * closes on Escape (focus back on the button), on a click outside, when
 * keyboard focus moves out of it and on navigation. The caller owns the two refs and puts them on its elements.
 */
export function useDisclosure(trigger: RefObject<HTMLButtonElement | null>, panel: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  // Open "at" a path: navigating elsewhere closes the menu without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const panelId = useId();

  const close = useCallback(
    (returnFocus: boolean) => {
      setOpenAt(null);
      if (returnFocus) trigger.current?.focus();
    },
    [trigger],
  );

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      close(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panel.current?.contains(target) || trigger.current?.contains(target)) return;
      close(false);
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Node;
      if (panel.current?.contains(target) || trigger.current?.contains(target)) return;
      close(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [open, close, panel, trigger]);

  return {
    open,
    close,
    panelId,
    triggerProps: {
      type: "button" as const,
      "aria-expanded": open,
      "aria-controls": panelId,
      onClick: () => setOpenAt(open ? null : pathname),
    },
  };
}
