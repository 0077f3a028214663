/** The editor's fields around the body: title, author, tags and summary above it; status and time below. */
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import type { EditorText, Values } from "#app/components/admin/editor/types.ts";
import { FormField, controlClasses } from "#app/components/ui/form-field.tsx";
import { slugify } from "#app/lib/blog/post-slugs.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";

type FieldsProps = {
  values: Values;
  /** The change handler of a field. */
  set: (field: keyof Values) => (event: { target: { value: string } }) => void;
  /** What is wrong with a field, if anything (the browser's check or the server's). */
  fieldError: (field: string) => string | undefined;
  text: EditorText;
  /** Where the language's post pages are, up to the slug (the address field's hint). */
  addressBase: string;
};

export function TextFields({ values, set, fieldError, text, addressBase }: FieldsProps) {
  return (
    <>
      <FormField label={text.fields.title} error={fieldError("title")}>
        {(control) => <input {...control} className={controlClasses()} value={values.title} onChange={set("title")} />}
      </FormField>
      <SlugField values={values} set={set} fieldError={fieldError} addressBase={addressBase} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={text.fields.author} error={fieldError("author")}>
          {(control) => (
            <input {...control} className={controlClasses()} value={values.author} onChange={set("author")} />
          )}
        </FormField>
        <FormField label={text.fields.tags} hint={text.fields.tagsHint} error={fieldError("tags")}>
          {(control) => <input {...control} className={controlClasses()} value={values.tags} onChange={set("tags")} />}
        </FormField>
      </div>
      <FormField label={text.fields.summary} error={fieldError("summary")}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            className={controlClasses()}
            value={values.summary}
            onChange={set("summary")}
          />
        )}
      </FormField>
    </>
  );
}

/**
 * The post's address in words, shown whole as it will be (made as the server makes it); empty for a new post, which
 * gets its title's. A change keeps the old address leading to the post (a 301, app/lib/blog/post-slugs.server.ts).
 */
function SlugField({ values, set, fieldError, addressBase }: Omit<FieldsProps, "text">) {
  const { copy } = useAdmin();
  const text = copy.blog.publishing.slug;
  const slug = slugify(values.slug) || slugify(values.title);
  const address = slug ? `${addressBase}${slug}` : `${addressBase}… (${text.fromTitle})`;
  return (
    <FormField label={text.label} hint={formatTemplate(text.hint, { address })} error={fieldError("slug")}>
      {(control) => (
        <input
          {...control}
          className={controlClasses()}
          value={values.slug}
          placeholder={slugify(values.title) || undefined}
          spellCheck={false}
          autoCapitalize="off"
          onChange={set("slug")}
        />
      )}
    </FormField>
  );
}

/** The status, and for a scheduled post its date and time in Berlin. */
export function ScheduleFields({ values, set, fieldError, text }: FieldsProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-3">
      <FormField label={text.fields.status}>
        {(control) => (
          <select {...control} className={controlClasses()} value={values.status} onChange={set("status")}>
            {(["draft", "published", "scheduled"] as const).map((status) => (
              <option key={status} value={status}>
                {text.statusOptions[status]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {values.status === "scheduled" ? (
        <>
          <FormField label={text.fields.publishDate} hint={text.fields.timeZone} error={fieldError("publishAt")}>
            {(control) => (
              <input
                {...control}
                type="date"
                className={controlClasses()}
                value={values.publishDate}
                onChange={set("publishDate")}
              />
            )}
          </FormField>
          <FormField label={text.fields.publishTime} hint={text.fields.timeZone}>
            {(control) => (
              <input
                {...control}
                type="time"
                className={controlClasses()}
                value={values.publishTime}
                onChange={set("publishTime")}
              />
            )}
          </FormField>
        </>
      ) : null}
    </div>
  );
}
