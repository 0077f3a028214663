/**
 * Reading the pre-rendered HTML the server sends, as a browser without scripts would: jsdom parses it (no
 * script runs, no style applies), and these helpers answer what the end-to-end specs asked with Playwright's
 * locators, for content that needs no browser.
 */
import { JSDOM } from "jsdom";
import { expect } from "vitest";
import type { RequestContext } from "./request.ts";

/** The page at a path, parsed; fails unless it answers with the status expected and HTML. */
export async function documentAt(request: RequestContext, path: string, status = 200): Promise<Document> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(status);
  expect(response.headers()["content-type"], path).toMatch(/^text\/html/);
  return new JSDOM(await response.text()).window.document;
}

/**
 * Text as a reader compares it: whitespace collapsed (no-break spaces included, as Playwright's text
 * matchers do) and soft hyphens removed, so "Conver\u00adsational" reads "Conversational".
 */
export function plain(text: string | null | undefined): string {
  return (text ?? "")
    .replace(/[\u00ad\u200b]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** An element's text content, plain. */
export function textOf(element: Element | null | undefined): string {
  return plain(element?.textContent);
}

/** The plain texts of every element the selector finds under the root. */
export function textsOf(root: ParentNode, selector: string): string[] {
  return [...root.querySelectorAll(selector)].map(textOf);
}

/** The element the selector finds under the root; fails the test (with the selector) when there is none. */
export function one(root: ParentNode, selector: string): Element {
  const element = root.querySelector(selector);
  expect(element, selector).not.toBeNull();
  return element!;
}

/** Text of the element without what is hidden from assistive technology (aria-hidden="true"), plain. */
function textForName(element: Element): string {
  const clone = element.cloneNode(true) as Element;
  for (const hidden of clone.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return textOf(clone);
}

/**
 * An element's accessible name, for the ways this site names things: aria-labelledby, aria-label,
 * an image's alt, a table's caption, or else its own text (without its aria-hidden parts).
 */
export function accessibleName(element: Element): string {
  const labelledBy = element.getAttribute("aria-labelledby");
  if (labelledBy) {
    return plain(
      labelledBy
        .split(/\s+/)
        .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? "")
        .join(" "),
    );
  }
  const label = element.getAttribute("aria-label");
  if (label !== null) return plain(label);
  if (element.localName === "img") return plain(element.getAttribute("alt"));
  if (element.localName === "table") return textOf(element.querySelector(":scope > caption"));
  return textForName(element);
}

/**
 * The text a sighted reader sees in the element: without the parts kept for screen readers only (`sr-only`)
 * and without what the HTML hides, plain.
 */
export function seenText(element: Element): string {
  const clone = element.cloneNode(true) as Element;
  for (const unseen of clone.querySelectorAll(".sr-only, [hidden]")) unseen.remove();
  return textOf(clone);
}

/**
 * The innermost elements under the root whose text is the one given, as Playwright's getByText finds them:
 * by default the whole text (plain), or with `exact: false` a part of it, in any case.
 */
export function byText(root: ParentNode, text: string, { exact = true } = {}): Element[] {
  const wanted = plain(text);
  const matches = (element: Element) =>
    exact ? textOf(element) === wanted : textOf(element).toLowerCase().includes(wanted.toLowerCase());
  return [...root.querySelectorAll("*")].filter(
    (element) => matches(element) && ![...element.children].some((child) => matches(child)),
  );
}

/** The elements the selector finds whose accessible name is the one given. */
export function named(root: ParentNode, selector: string, name: string): Element[] {
  return [...root.querySelectorAll(selector)].filter((element) => accessibleName(element) === plain(name));
}

/** A Tailwind class that shows an element again from a breakpoint on (a desktop browser is 1280 px wide). */
const shownFromBreakpoint = /^(sm|md|lg|xl):(block|flex|grid|inline|inline-block|inline-flex|table|contents)$/;

/**
 * True when nothing in the HTML itself hides the element at desktop width: no `hidden` attribute, no closed
 * `<details>` around it (its summary aside), and no Tailwind `hidden` (unless a breakpoint shows it again)
 * or `invisible` class, on it or on any ancestor. Styles and layout are a browser's to judge; this is what
 * the server sends, and what a visitor without scripts gets.
 */
export function notHidden(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.hasAttribute("hidden") || node.classList.contains("invisible")) return false;
    const classes = [...node.classList];
    if (classes.includes("hidden") && !classes.some((name) => shownFromBreakpoint.test(name))) return false;
    const parent = node.parentElement;
    if (parent?.localName === "details" && !parent.hasAttribute("open") && node.localName !== "summary") return false;
  }
  return true;
}

/** Every JSON-LD block of the page, parsed, in document order. */
export function structuredData(document: Document): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? "") as Record<string, unknown>,
  );
}
