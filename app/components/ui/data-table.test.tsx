// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DataTable, type DataTableColumn } from "#app/components/ui/data-table.tsx";

type Visit = { page: string; views: number; note: string };

const columns: DataTableColumn<Visit>[] = [
  { id: "page", header: "Page", cell: (row) => row.page, rowHeader: true },
  { id: "views", header: "Views", cell: (row) => row.views, numeric: true },
  { id: "note", header: "Note", cell: (row) => row.note || null },
];

const rows: Visit[] = [
  { page: "/pricing", views: 12, note: "from the newsletter" },
  { page: "/about-us", views: 3, note: "" },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Visit>>[0]> = {}) {
  return render(
    <DataTable
      caption="Most visited pages"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.page}
      empty={<span>Nothing counted yet.</span>}
      {...props}
    />,
  );
}

describe("DataTable", () => {
  afterEach(cleanup);

  it("shows what it is given instead of a table when there are no rows", () => {
    const { container } = renderTable({ rows: [] });
    expect(screen.queryByRole("table")).toBeNull();
    expect(container.textContent).toBe("Nothing counted yet.");
  });

  it("is a table named by its caption, a header per column, each row named by its row header", () => {
    renderTable();
    const table = screen.getByRole("table", { name: "Most visited pages" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Page", "Views", "Note"]);
    const [first] = within(table).getAllByRole("rowheader");
    expect(first!.textContent).toBe("/pricing");
    expect(first!.getAttribute("scope")).toBe("row");
    // Every cell is its value and nothing else: the phone's label is drawn by CSS, not written into the cell.
    const cells = within(table).getAllByRole("cell");
    expect(cells.map((cell) => cell.textContent)).toEqual(["12", "from the newsletter", "3", ""]);
  });

  it("labels every value for the phone's cards with its column's header, and leaves an empty cell empty", () => {
    renderTable();
    const cells = screen.getAllByRole("cell");
    expect(cells.map((cell) => cell.dataset.label)).toEqual(["Views", "Note", "Views", "Note"]);
    // Empty, a cell is left out of its card (stacked:empty:hidden).
    expect(cells[3]!.childNodes).toHaveLength(0);
    expect(cells[3]!.className).toContain("stacked:empty:hidden");
    // The label's CSS gives it an empty alternative text: a screen reader hears the header from the table only.
    expect(cells[0]!.className).toContain("stacked:before:content-[attr(data-label)_/_'']");
  });

  it("stacks rows into cards below 640 px unless told to wait for a wide screen, as valid HTML", () => {
    const { container, rerender } = renderTable();
    const frame = () => container.firstElementChild as HTMLElement;
    expect(frame().dataset.stack).toBe("sm");
    rerender(
      <DataTable
        caption="Leads"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.page}
        empty={null}
        stackBelow="lg"
      />,
    );
    expect(frame().dataset.stack).toBe("lg");
    // HTML forbids ARIA roles on a table's rows and cells (the W3C checker refuses them): its own elements only.
    expect(container.querySelectorAll("table [role], table[role]")).toHaveLength(0);
    expect(container.querySelector("tbody th")!.getAttribute("scope")).toBe("row");
  });

  it("aligns figures to the right in the table", () => {
    renderTable();
    expect(screen.getAllByRole("cell")[0]!.className).toContain("text-right tabular-nums");
    expect(screen.getAllByRole("columnheader")[1]!.className).toContain("text-right");
  });
});
