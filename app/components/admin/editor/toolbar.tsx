import { useEditorState, type Editor } from "@tiptap/react";
import { useId, useState } from "react";
import { LinkForm } from "#app/components/admin/editor/link-form.tsx";
import { toolbarButtons, toolbarState } from "#app/components/admin/editor/toolbar-buttons.ts";
import type { EditorText, TakeImage } from "#app/components/admin/editor/types.ts";
import { FormField, controlClasses } from "#app/components/ui/form-field.tsx";
import { cn } from "#app/lib/cn.ts";

/** The formatting buttons, each named in the operator's language and saying whether it is on. */
export function Toolbar({
  editor,
  text,
  takeImage,
}: {
  editor: Editor;
  text: EditorText["toolbar"];
  /** A picked picture's way into the text (upload, description); without it there is no image button. */
  takeImage?: TakeImage;
}) {
  const state = useEditorState({ editor, selector: toolbarState });
  const [linking, setLinking] = useState(false);
  const fileInputId = useId();
  const buttons = toolbarButtons(editor, state, text, {
    openLink: () => setLinking(true),
    pickImage: takeImage ? () => document.getElementById(fileInputId)?.click() : undefined,
  });

  function applyLink(href: string) {
    const address = href.trim();
    const chain = editor.chain().focus().extendMarkRange("link");
    if (address) chain.setLink({ href: address }).run();
    else chain.unsetLink().run();
    setLinking(false);
  }

  return (
    // Sticky: in a long post the buttons stay at hand at the top of the screen (issue 48).
    <div className="sticky top-0 z-10 rounded-t-lg border-b border-slate-300 bg-surface">
      <div role="toolbar" aria-label={text.label} className="flex flex-wrap gap-1 p-2">
        {buttons.map((button) => (
          <button
            key={button.id}
            type="button"
            aria-label={button.label}
            title={button.label}
            aria-pressed={button.active === undefined ? undefined : button.active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={button.run}
            className={cn(
              "min-h-9 min-w-9 rounded-md px-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600",
              button.active && "bg-indigo-100 text-indigo-900",
            )}
          >
            <button.icon aria-hidden="true" className="size-4" />
          </button>
        ))}
      </div>
      {linking ? (
        <LinkForm
          key={state.href}
          initial={state.href}
          text={text}
          onApply={applyLink}
          onCancel={() => setLinking(false)}
        />
      ) : null}
      {state.image ? (
        <div className="px-2 pb-2">
          <FormField label={text.imageAlt}>
            {(control) => (
              <input
                {...control}
                className={controlClasses()}
                value={state.imageAlt}
                onChange={(event) => editor.commands.updateAttributes("image", { alt: event.target.value })}
              />
            )}
          </FormField>
        </div>
      ) : null}
      {takeImage ? <ImageInput id={fileInputId} takeImage={takeImage} /> : null}
    </div>
  );
}

/** The hidden file input behind the image button: the picked picture goes to `takeImage`. */
function ImageInput({ id, takeImage }: { id: string; takeImage: TakeImage }) {
  return (
    <input
      id={id}
      type="file"
      accept="image/*"
      hidden
      onChange={(event) => {
        const file = event.target.files?.[0];
        if (file) takeImage(file);
        // The same file picked again is a new choice.
        event.target.value = "";
      }}
    />
  );
}
