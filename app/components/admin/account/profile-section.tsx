import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { Notice } from "#app/components/admin/admin-shell.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { controlClasses, FormField } from "#app/components/ui/form-field.tsx";
import { ImageUploadError, uploadPostImage } from "#app/lib/blog/upload-post-image.ts";
import { isDone, isError, sectionClasses, type Outcome, type ProfileView } from "./types.ts";

/** The blog's author profile: name, a few words, a square picture (uploaded at once, saved with the form). */
export function ProfileSection({ profile, outcome }: { profile: ProfileView; outcome: Outcome | undefined }) {
  const { copy } = useAdmin();
  const text = copy.account.profile;
  const busy = useNavigation().state === "submitting";
  const [picture, setPicture] = useState(profile.picture);
  const [uploading, setUploading] = useState(false);
  return (
    <section aria-labelledby="author-profile" className={sectionClasses}>
      <h2 id="author-profile" className="text-lg font-semibold text-slate-900">
        {text.heading}
      </h2>
      <p className="text-slate-600">{text.intro}</p>
      {isDone(outcome, "profileSaved") ? <Notice tone="success">{text.saved}</Notice> : null}
      {isError(outcome, "profileTooLong") ? <Notice tone="error">{text.tooLong}</Notice> : null}
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="profile" />
        <input type="hidden" name="picture" value={picture?.id ?? ""} />
        <FormField id="profile-name" label={text.displayName}>
          {(control) => (
            <input
              {...control}
              name="displayName"
              defaultValue={profile.displayName}
              maxLength={100}
              autoComplete="name"
              className={controlClasses()}
            />
          )}
        </FormField>
        <FormField id="profile-bio" label={text.bio} hint={text.bioHint}>
          {(control) => (
            <textarea
              {...control}
              name="bio"
              defaultValue={profile.bio}
              maxLength={280}
              rows={3}
              className={controlClasses()}
            />
          )}
        </FormField>
        <PictureField
          picture={picture}
          onPicture={setPicture}
          uploading={uploading}
          onUploading={setUploading}
          messages={profile.uploadMessages}
        />
        <button type="submit" disabled={busy || uploading} className={buttonClasses("primary", "md")}>
          {text.save}
        </button>
      </Form>
    </section>
  );
}

type Picture = ProfileView["picture"];

/** The picture, uploaded as soon as it is chosen; the form saves the upload's id. */
function PictureField({
  picture,
  onPicture,
  uploading,
  onUploading,
  messages,
}: {
  picture: Picture;
  onPicture: (picture: Picture) => void;
  uploading: boolean;
  onUploading: (uploading: boolean) => void;
  messages: ProfileView["uploadMessages"];
}) {
  const { copy, locale } = useAdmin();
  const text = copy.account.profile;
  const [refusal, setRefusal] = useState<string | null>(null);

  async function take(file: File | undefined) {
    if (!file) return;
    onUploading(true);
    setRefusal(null);
    try {
      const image = await uploadPostImage(file, locale, messages, { square: true });
      onPicture({ id: image.id, src: image.src });
    } catch (failure) {
      setRefusal(failure instanceof ImageUploadError ? failure.message : String(failure));
    } finally {
      onUploading(false);
    }
  }

  return (
    <FormField id="profile-picture" label={text.picture} hint={text.pictureHint} error={refusal ?? undefined}>
      {(control) => (
        <div className="flex flex-wrap items-center gap-4">
          {picture ? (
            <img src={picture.src} alt="" width={56} height={56} className="size-14 rounded-full object-cover" />
          ) : null}
          <input
            {...control}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/avif"
            disabled={uploading}
            onChange={(event) => void take(event.target.files?.[0])}
            className="text-sm"
          />
          {picture ? (
            <button type="button" className={buttonClasses("ghost", "sm")} onClick={() => onPicture(null)}>
              {text.removePicture}
            </button>
          ) : null}
        </div>
      )}
    </FormField>
  );
}
