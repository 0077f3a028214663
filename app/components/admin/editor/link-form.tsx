import { useEffect, useRef, useState } from "react";
import type { EditorText } from "#app/components/admin/editor/types.ts";
import { Button } from "#app/components/ui/button.tsx";
import { FormField, controlClasses } from "#app/components/ui/form-field.tsx";

/** The link's address, asked for beside the toolbar: Enter applies it, an empty address removes the link. */
export function LinkForm({
  initial,
  text,
  onApply,
  onCancel,
}: {
  initial: string;
  text: EditorText["toolbar"];
  onApply: (href: string) => void;
  onCancel: () => void;
}) {
  const [href, setHref] = useState(initial);
  const inputRef = useRef<HTMLInputElement>(null);
  // Opened from the toolbar: the address is what comes next.
  useEffect(() => inputRef.current?.focus(), []);
  return (
    <div className="flex flex-wrap items-end gap-2 px-2 pb-2">
      <FormField label={text.linkAddress} className="min-w-60 flex-1">
        {(control) => (
          <input
            {...control}
            ref={inputRef}
            type="url"
            inputMode="url"
            className={controlClasses()}
            value={href}
            onChange={(event) => setHref(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                onApply(href);
              } else if (event.key === "Escape") onCancel();
            }}
          />
        )}
      </FormField>
      <Button size="sm" onClick={() => onApply(href)}>
        {text.linkApply}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => onApply("")}>
        {text.linkRemove}
      </Button>
    </div>
  );
}
