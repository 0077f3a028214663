// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { controlClasses, FormField } from "#app/components/ui/form-field.tsx";

/** The texts an element's aria-describedby points at, in order: what a screen reader reads after its name. */
function descriptionOf(element: HTMLElement): string[] {
  const ids = element.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `(no element #${id})`);
}

describe("FormField", () => {
  afterEach(cleanup);

  it("names its control by the label, with nothing to describe and nothing invalid by default", () => {
    const { container } = render(<FormField label="Search">{(control) => <input {...control} name="q" />}</FormField>);
    const input = screen.getByLabelText("Search");
    expect(input.getAttribute("name")).toBe("q");
    expect(input.hasAttribute("aria-describedby")).toBe(false);
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    // No copy of its own: the field shows what it is given.
    expect(container.textContent).toBe("Search");
  });

  it("describes the control by its error first, then its hint and any text outside, and marks it invalid", () => {
    render(
      <>
        <p id="form-message">The form says why.</p>
        <FormField label="Notes" hint="Only the team sees them." error="Too long." describedBy="form-message">
          {(control) => <textarea {...control} />}
        </FormField>
      </>,
    );
    const notes = screen.getByLabelText("Notes");
    expect(descriptionOf(notes)).toEqual(["Too long.", "Only the team sees them.", "The form says why."]);
    expect(notes.getAttribute("aria-invalid")).toBe("true");
  });

  it("is invalid without a message of its own when the form's message says why", () => {
    render(
      <FormField label="Password" invalid>
        {(control) => <input {...control} type="password" />}
      </FormField>,
    );
    const password = screen.getByLabelText("Password");
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(password.hasAttribute("aria-describedby")).toBe(false);
  });

  it("takes an id from outside and names its hint and error after it; made-up ids differ between fields", () => {
    render(
      <>
        <FormField id="lead-search" label="Search" hint="Name, company or email">
          {(control) => <input {...control} />}
        </FormField>
        <FormField label="From">{(control) => <input {...control} />}</FormField>
        <FormField label="To">{(control) => <input {...control} />}</FormField>
      </>,
    );
    expect(screen.getByLabelText("Search").id).toBe("lead-search");
    expect(screen.getByLabelText("Search").getAttribute("aria-describedby")).toBe("lead-search-hint");
    expect(screen.getByLabelText("From").id).not.toBe(screen.getByLabelText("To").id);
  });

  it("gives every control the same look, red-bordered while invalid", () => {
    expect(controlClasses()).toContain("aria-invalid:border-red-700");
    expect(controlClasses("font-mono")).toMatch(/ font-mono$/);
  });
});
