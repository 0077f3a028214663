import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

export type DataTableColumn<Row> = {
  /** Tells the columns apart (React's key); never shown. */
  id: string;
  /** The column's header, and its label beside each value where rows are stacked as cards. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** The column that names a row (`<th scope="row">`): first and in bold on a card. */
  rowHeader?: boolean;
  /** Counts and rates: right-aligned, in figures of one width. */
  numeric?: boolean;
  /** Kept on one line where rows are a table (a date); a card wraps it. */
  nowrap?: boolean;
  /** Further classes of the column's cells (no colour or padding: the table sets those). */
  className?: string;
};

type DataTableProps<Row> = {
  /** Names the table for assistive technology (the page's heading says it to everyone else). */
  caption: string;
  columns: DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  /** Less room around each cell, for long tables of figures. */
  compact?: boolean;
  /**
   * Where rows become cards: below 640 px (a phone), or below 1024 px ("lg") for a table that needs the room of a
   * wide screen, with many columns or long values (addresses, names).
   */
  stackBelow?: "sm" | "lg";
  className?: string;
};

/**
 * Rows of data with a header per column, without copy of its own. From 640 px (or 1024 px, `stackBelow`) it is a
 * table; narrower, each row is a card, its row header first as a title,
 * every other value beside its column's label (figures in a row, each under its label), so a phone never scrolls
 * sideways to read a row. The label is
 * drawn by CSS from `data-label`, with an empty alternative text, so a screen reader hears the header once, from
 * the table's own header cells.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { caption, columns, rows, rowKey, empty, compact, stackBelow = "sm", className } = props;
  if (rows.length === 0) return <p className={cn("text-slate-700", className)}>{empty}</p>;
  return (
    // The frame scrolls sideways only if a table still does not fit (a value longer than anyone expected).
    <div
      data-stack={stackBelow}
      className={cn("overflow-x-auto rounded-2xl border border-slate-200 bg-surface", className)}
    >
      <table className="w-full text-left text-sm stacked:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700 stacked:sr-only">
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={cn(compact ? "px-3 py-1.5" : "px-4 py-3", "font-semibold", column.numeric && "text-right")}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="stacked:block">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className="border-b border-slate-100 last:border-0 stacked:flex stacked:flex-wrap stacked:gap-x-4 stacked:gap-y-1 stacked:px-4 stacked:py-3"
            >
              {columns.map((column) => (
                <DataCell key={column.id} column={column} compact={compact}>
                  {column.cell(row)}
                </DataCell>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

// On a card (the `stacked` variant, app/app.css) the row header is the title; a figure is a small tile, its label above it, beside the
// other figures; any other value is a line of its own, beside its label. A cell without a value is left out.
const cardValue =
  "stacked:p-0 stacked:text-left stacked:empty:hidden stacked:before:font-semibold stacked:before:text-slate-600 stacked:before:content-[attr(data-label)_/_'']";
const cardLine = "stacked:grid stacked:basis-full stacked:grid-cols-[minmax(0,6.5rem)_minmax(0,1fr)] stacked:gap-3";
// A tile is as wide as its label's longest word at least ("Kontaktformular"): labels break between words only.
const cardFigure =
  "stacked:flex stacked:min-w-min stacked:flex-1 stacked:basis-24 stacked:flex-col stacked:before:text-xs";
const cardTitle =
  "stacked:order-first stacked:basis-full stacked:p-0 stacked:text-base stacked:font-semibold stacked:[overflow-wrap:anywhere]";

type DataCellProps<Row> = { column: DataTableColumn<Row>; compact?: boolean; children: ReactNode };

function DataCell<Row>({ column, compact, children }: DataCellProps<Row>) {
  const shown = children !== null && children !== undefined && children !== false && children !== "";
  const classes = cn(
    "text-slate-900",
    compact ? "px-3 py-1.5" : "px-4 py-3",
    column.numeric && "text-right tabular-nums",
    column.nowrap && "whitespace-nowrap stacked:whitespace-normal",
    column.className,
    column.rowHeader ? cardTitle : cn(cardValue, column.numeric ? cardFigure : cardLine),
  );
  if (column.rowHeader) {
    return (
      <th scope="row" className={cn("font-normal", classes)}>
        {children}
      </th>
    );
  }
  return (
    <td data-label={column.header} className={classes}>
      {/* A value breaks anywhere on a card rather than push it wider than the phone (an e-mail address, a path). */}
      {shown ? <span className="stacked:[overflow-wrap:anywhere]">{children}</span> : null}
    </td>
  );
}
