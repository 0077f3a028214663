import { Link } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import type { RevisionsView } from "#app/components/admin/editor/types.ts";
import { Button } from "#app/components/ui/button.tsx";
import { DataTable } from "#app/components/ui/data-table.tsx";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { cn } from "#app/lib/cn.ts";

/** A post's earlier versions: each can be compared with the post as it is, or restored (through `onRestore`). */
export function Revisions({
  revisions,
  comparison,
  onRestore,
  restoring,
}: RevisionsView & {
  onRestore: (revision: number) => void;
  /** While a restore is under way, no other is started. */
  restoring: boolean;
}) {
  const { copy } = useAdmin();
  const text = copy.blog.revisions;
  return (
    <section aria-labelledby="revisions-heading" className="mt-10">
      <h2 id="revisions-heading" className="text-xl font-bold text-slate-900">
        {text.heading}
      </h2>
      <p className="mt-1 text-slate-600">{text.intro}</p>
      {comparison ? <Comparison comparison={comparison} /> : null}
      <DataTable
        className="mt-4"
        caption={text.caption}
        rows={revisions}
        rowKey={(revision) => String(revision.revision)}
        empty={text.empty}
        columns={[
          { id: "revision", header: text.columns.revision, rowHeader: true, cell: (revision) => revision.revision },
          { id: "savedAt", header: text.columns.savedAt, cell: (revision) => revision.savedAt, nowrap: true },
          { id: "savedBy", header: text.columns.savedBy, cell: (revision) => revision.savedBy ?? "" },
          { id: "title", header: text.columns.title, cell: (revision) => revision.title },
          {
            id: "actions",
            header: text.columns.actions,
            cell: (revision) => (
              <span className="flex flex-wrap gap-2">
                <Link
                  to={`?compare=${revision.revision}`}
                  className="text-indigo-700 underline"
                  preventScrollReset
                  aria-label={`${text.compare} ${revision.revision}`}
                >
                  {text.compare}
                </Link>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={restoring}
                  onClick={() => onRestore(revision.revision)}
                  aria-label={`${text.restore} ${revision.revision}`}
                >
                  {text.restore}
                </Button>
              </span>
            ),
          },
        ]}
      />
    </section>
  );
}

/** One earlier version beside the post as it is: the fields that differ, and the body block by block. */
function Comparison({ comparison }: { comparison: NonNullable<RevisionsView["comparison"]> }) {
  const { copy, locale } = useAdmin();
  const text = copy.blog.revisions;
  const words = copy.blog.publishing;
  // Named first, so that a changed title never reads as "no change" (issue 48).
  const parts = new Intl.ListFormat(locale, { type: "conjunction" }).format(
    comparison.differs.map((part) => words.parts[part]),
  );
  return (
    <section aria-labelledby="comparison-heading" className="mt-4 rounded-lg border border-slate-300 p-4">
      <h3 id="comparison-heading" className="font-semibold text-slate-900">
        {formatTemplate(text.comparing, { revision: String(comparison.revision) })}
      </h3>
      <p className="mt-1 font-medium text-slate-900">
        {comparison.differs.length ? formatTemplate(words.differs, { parts }) : words.same}
      </p>
      <dl className="mt-2 grid gap-2">
        {comparison.fields.map((field) => (
          <div key={field.field}>
            <dt className="text-sm font-semibold">{text.fields[field.field]}</dt>
            <dd>
              <del className="bg-red-50 text-red-900">{field.before}</del> →{" "}
              <ins className="bg-emerald-50 text-emerald-900">{field.after}</ins>
            </dd>
          </div>
        ))}
      </dl>
      {comparison.body.every((line) => line.change === "same") ? (
        comparison.differs.length ? (
          <p className="mt-2 text-slate-700">{words.bodySame}</p>
        ) : null
      ) : (
        <ul className="mt-2 grid gap-1">
          {comparison.body.map((line, index) => (
            <li
              key={index}
              className={cn(
                "rounded px-2 py-1",
                line.change === "removed" && "bg-red-50 text-red-900",
                line.change === "added" && "bg-emerald-50 text-emerald-900",
                line.change === "same" && "text-slate-700",
              )}
            >
              {line.change === "removed" ? <span className="sr-only">{text.removed}: </span> : null}
              {line.change === "added" ? <span className="sr-only">{text.added}: </span> : null}
              {line.change === "same" ? (
                line.text
              ) : line.change === "removed" ? (
                <del>{line.text}</del>
              ) : (
                <ins>{line.text}</ins>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-sm">
        <Link to="?" className="text-indigo-700 underline" preventScrollReset>
          {text.closeComparison}
        </Link>
      </p>
    </section>
  );
}
