/**
 * What search results and shared links show of a post (issue 48, item 4): a title and a description of their own,
 * each with the length search engines show, and a card that looks as the link will when shared (the cover, the
 * site, the title, the description). Empty, the page uses the post's title and summary (app/site/page-meta.ts).
 */
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import type { CoverValue } from "#app/components/admin/cover-image-field.tsx";
import type { EditorText, Values } from "#app/components/admin/editor/types.ts";
import { FormField, controlClasses } from "#app/components/ui/form-field.tsx";
import { formatTemplate } from "#app/lib/text/format-template.ts";

/** What Google shows of a title and a description, about; longer is cut with an ellipsis there. */
const SHOWN = { metaTitle: 60, metaDescription: 155 } as const;

type ShareFieldsProps = {
  values: Values;
  set: (field: keyof Values) => (event: { target: { value: string } }) => void;
  fieldError: (field: string) => string | undefined;
  text: EditorText;
  addressBase: string;
  cover: CoverValue | null;
};

export function ShareFields({ values, set, fieldError, addressBase, cover }: ShareFieldsProps) {
  const { copy, locale } = useAdmin();
  const text = copy.blog.publishing.meta;
  const count = (field: keyof typeof SHOWN) =>
    formatTemplate(text.count, {
      count: values[field].trim().length.toLocaleString(locale),
      max: SHOWN[field].toLocaleString(locale),
    });
  return (
    <fieldset className="grid gap-4 rounded-lg border border-slate-300 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{text.legend}</legend>
      <p className="-mt-2 text-sm text-slate-600">{text.intro}</p>
      <div className="grid gap-5 lg:grid-cols-2">
        <div className="grid content-start gap-4">
          <FormField label={text.title} hint={count("metaTitle")} error={fieldError("metaTitle")}>
            {(control) => (
              <input
                {...control}
                className={controlClasses()}
                value={values.metaTitle}
                placeholder={values.title}
                onChange={set("metaTitle")}
              />
            )}
          </FormField>
          <FormField label={text.description} hint={count("metaDescription")} error={fieldError("metaDescription")}>
            {(control) => (
              <textarea
                {...control}
                rows={3}
                className={controlClasses()}
                value={values.metaDescription}
                placeholder={values.summary}
                onChange={set("metaDescription")}
              />
            )}
          </FormField>
        </div>
        <LinkCard
          heading={text.card}
          host={hostOf(addressBase)}
          title={values.metaTitle.trim() || values.title}
          description={values.metaDescription.trim() || values.summary}
          cover={cover}
        />
      </div>
    </fieldset>
  );
}

const hostOf = (address: string) => {
  try {
    return new URL(address).host;
  } catch {
    return address;
  }
};

/** The link as a chat or a network shows it: picture on top, site, title in two lines, description in two. */
function LinkCard({
  heading,
  host,
  title,
  description,
  cover,
}: {
  heading: string;
  host: string;
  title: string;
  description: string;
  cover: CoverValue | null;
}) {
  return (
    <figure className="grid content-start gap-2">
      <figcaption className="text-sm font-semibold text-slate-900">{heading}</figcaption>
      <div className="max-w-md overflow-hidden rounded-lg border border-slate-300 bg-surface shadow-sm">
        {cover ? (
          <img
            src={cover.image.src}
            srcSet={cover.image.srcset}
            sizes="28rem"
            alt=""
            width={cover.image.width}
            height={cover.image.height}
            className="aspect-[1.91/1] w-full object-cover"
          />
        ) : null}
        <div className="grid gap-1 bg-slate-50 px-3 py-2">
          <span className="text-xs text-slate-600 uppercase">{host}</span>
          <span className="line-clamp-2 font-semibold text-slate-900">{title}</span>
          <span className="line-clamp-2 text-sm text-slate-600">{description}</span>
        </div>
      </div>
    </figure>
  );
}
