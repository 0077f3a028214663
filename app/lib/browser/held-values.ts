/**
 * What a form's fields hold in the page when its code takes over: text typed, pasted or autofilled before the form
 * was live, or put back by the browser after a reload or a step back (Firefox refills forms). React hydrates a
 * controlled field as it finds it and keeps its own state, which starts empty: a form adopts these values as its
 * state when it goes live, so what the visitor sees is what is validated and sent (issue 43).
 *
 * Only the named fields that hold something: a filled text field's value, a ticked box's `true`.
 */
export function heldValues(form: HTMLFormElement | null, names: readonly string[]): Record<string, string | true> {
  const held: Record<string, string | true> = {};
  for (const name of names) {
    const field = form?.elements.namedItem(name);
    if (field instanceof HTMLInputElement && field.type === "checkbox") {
      if (field.checked) held[name] = true;
    } else if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value) {
      held[name] = field.value;
    }
  }
  return held;
}
