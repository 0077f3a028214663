// Not Trash2: the public blog has that one, and sharing it would split it into a chunk visitors load apart.
import { ImageMinus, ImageUp } from "lucide-react";
import { useId, useRef, useState, type DragEvent } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { controlClasses, FormField } from "#app/components/ui/form-field.tsx";
import type { BlogAdminCopy } from "#app/content/blog/types.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { UploadedImage } from "#app/lib/blog/post-images.ts";
import { ImageUploadError, uploadPostImage, type UploadMessages } from "#app/lib/blog/upload-post-image.ts";
import { cn } from "#app/lib/cn.ts";

/** A post's cover as the editor holds it: the upload (for the preview and the API's `cover.image`) and its alt text. */
export type CoverValue = { image: Pick<UploadedImage, "id" | "src" | "srcset" | "width" | "height">; alt: string };

type CoverImageFieldProps = {
  copy: BlogAdminCopy["coverImage"];
  lang: Locale;
  uploadMessages: UploadMessages;
  value: CoverValue | null;
  onChange: (value: CoverValue | null) => void;
  /** The server's word on the cover (its alt text missing before publishing, say). */
  error?: string;
};

const ACCEPT = "image/png,image/jpeg,image/webp,image/avif";

/**
 * The editor's cover image: pick a file or drop one, see it, describe it, remove it. The upload is judged by the
 * server (by its bytes): a file that is no image, or too large, gets the server's message and changes nothing.
 */
export function CoverImageField({ copy, lang, uploadMessages, value, onChange, error }: CoverImageFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();

  async function take(file: File | undefined) {
    if (!file || busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      const image = await uploadPostImage(file, lang, uploadMessages);
      onChange({ image, alt: value?.alt ?? "" });
    } catch (failure) {
      setRefusal(failure instanceof ImageUploadError ? failure.message : String(failure));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0]);
  };

  return (
    <fieldset className="grid gap-3" aria-describedby={hintId}>
      <legend className="mb-1 text-sm font-semibold text-slate-900">{copy.label}</legend>
      <p id={hintId} className="text-sm text-slate-600">
        {copy.hint}
      </p>
      {/* Dropping a file is a pointer's shortcut; the button inside does the same from a keyboard. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        data-testid="cover-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-4 text-center",
          dragging ? "border-indigo-500 bg-indigo-50" : "border-slate-300",
        )}
      >
        {value ? (
          <img
            src={value.image.src}
            srcSet={value.image.srcset}
            sizes="24rem"
            width={value.image.width}
            height={value.image.height}
            alt=""
            className="h-auto max-h-48 w-auto rounded-lg"
          />
        ) : null}
        <div className="flex flex-wrap items-center justify-center gap-2">
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => void take(event.target.files?.[0])}
          />
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => input.current?.click()}>
            <ImageUp aria-hidden="true" className="size-4" />
            {copy.choose}
          </Button>
          <span className="text-sm text-slate-600">{copy.drop}</span>
          {value ? (
            <Button variant="ghost" size="sm" disabled={busy} onClick={() => onChange(null)}>
              <ImageMinus aria-hidden="true" className="size-4" />
              {copy.remove}
            </Button>
          ) : null}
        </div>
        <p role="status" className="text-sm text-slate-700">
          {busy ? copy.uploading : ""}
        </p>
        {refusal ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {refusal}
          </p>
        ) : null}
      </div>
      {value ? (
        <FormField label={copy.altLabel} hint={copy.altHint} error={error}>
          {(control) => (
            <input
              {...control}
              required
              maxLength={300}
              value={value.alt}
              onChange={(event) => onChange({ ...value, alt: event.target.value })}
              className={controlClasses()}
            />
          )}
        </FormField>
      ) : null}
    </fieldset>
  );
}
