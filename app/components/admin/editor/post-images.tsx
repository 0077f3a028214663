/**
 * The body's images and their descriptions (issue 48): asked for right after a picture is uploaded (a small
 * dialog), and listed below the writing area, each with its description to edit, named by its file and place.
 */
import { useEditorState, type Editor } from "@tiptap/react";
import { useState } from "react";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "#app/components/ui/dialog.tsx";
import { FormField, controlClasses } from "#app/components/ui/form-field.tsx";
import type { PostImageAttributes } from "#app/lib/blog/editor/extensions.ts";
import { bodyImageName } from "#app/lib/blog/body-images.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { ordinal } from "#app/i18n/ordinal.ts";

/** An uploaded picture waiting for its description: its attributes, its file's name, where it goes. */
export type PendingImage = { image: Omit<PostImageAttributes, "alt">; name: string; at?: number };

/** "Describe the image": the description, then the picture goes in; or in now, to be described later. */
export function AltTextDialog({
  pending,
  onInsert,
}: {
  pending: PendingImage | null;
  onInsert: (pending: PendingImage, alt: string) => void;
}) {
  const { copy } = useAdmin();
  const text = copy.blog.editor.images;
  const [alt, setAlt] = useState("");
  const insert = (description: string) => {
    if (!pending) return;
    onInsert(pending, description.trim());
    setAlt("");
  };
  return (
    <Dialog open={pending !== null} onOpenChange={(open) => (open ? undefined : insert(""))}>
      <DialogContent closeLabel={text.close}>
        <DialogTitle>{text.askHeading}</DialogTitle>
        <DialogDescription>{formatTemplate(text.askBody, { name: pending?.name ?? "" })}</DialogDescription>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            event.stopPropagation();
            insert(alt);
          }}
        >
          {pending ? (
            <img src={pending.image.src} alt="" className="max-h-40 w-auto rounded-md border border-slate-200" />
          ) : null}
          {/* The dialog puts the focus on its first field: this one. */}
          <FormField label={text.askField}>
            {(control) => (
              <input
                {...control}
                className={controlClasses()}
                value={alt}
                onChange={(event) => setAlt(event.target.value)}
              />
            )}
          </FormField>
          <DialogFooter>
            <Button variant="secondary" onClick={() => insert("")}>
              {text.later}
            </Button>
            <Button type="submit">{text.insert}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The body's images in order, with where each sits in the document (to change its description there). */
function imagesOf(editor: Editor) {
  const images: { pos: number; src: string; alt: string }[] = [];
  editor.state.doc.descendants((node, pos) => {
    if (node.type.name === "image")
      images.push({ pos, src: String(node.attrs.src), alt: String(node.attrs.alt ?? "") });
  });
  return images;
}

/** Below the writing area: each image with its description, marked when a publication is waiting for it. */
export function PostImagesList({
  editor,
  names,
  errors,
}: {
  editor: Editor | null;
  /** The files the images were uploaded from, where this page knows them. */
  names: ReadonlyMap<string, string>;
  /** The message for each image (by position, from 1) that a save was refused for. */
  errors: ReadonlyMap<number, string>;
}) {
  const { copy, locale } = useAdmin();
  const text = copy.blog.editor.images;
  const images =
    useEditorState({ editor, selector: (snapshot) => (snapshot.editor ? imagesOf(snapshot.editor) : []) }) ?? [];
  if (!editor || images.length === 0) return null;
  return (
    <section aria-labelledby="post-images-heading" className="grid gap-3 rounded-lg border border-slate-200 p-4">
      <div>
        <h2 id="post-images-heading" className="text-base font-semibold text-slate-900">
          {text.heading}
        </h2>
        <p className="text-sm text-slate-600">{text.intro}</p>
      </div>
      <ol className="grid gap-3">
        {images.map((image, index) => (
          <li key={`${image.pos}:${image.src}`} className="flex items-start gap-3">
            <img src={image.src} alt="" className="h-14 w-20 shrink-0 rounded border border-slate-200 object-cover" />
            <FormField
              className="grow"
              label={formatTemplate(text.label, {
                position: ordinal(index + 1, locale),
                name: bodyImageName(image.src, names),
              })}
              hint={image.alt.trim() ? undefined : text.missing}
              // A refusal's word stays until the image is described.
              error={image.alt.trim() ? undefined : errors.get(index + 1)}
            >
              {(control) => (
                <input
                  {...control}
                  className={controlClasses()}
                  value={image.alt}
                  onChange={(event) =>
                    editor.view.dispatch(editor.state.tr.setNodeAttribute(image.pos, "alt", event.target.value))
                  }
                />
              )}
            </FormField>
          </li>
        ))}
      </ol>
    </section>
  );
}
