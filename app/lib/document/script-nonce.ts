import { createContext as createReactContext, useContext } from "react";
import { createContext } from "react-router";

/**
 * The nonce of a page rendered at request time (issue 44): the production server makes one per render, puts it
 * into the page's Content-Security-Policy, and gives it to every inline script the page's code writes (React
 * Router's, the head's, the client's starter); an inline script in the page without it does not run, wherever
 * it came from. It reaches the document's render through React Router's context, which no request can set
 * (`scriptNonceContext`), and the document's components through React's (`ScriptNonce`). A pre-rendered page
 * has none: it is a file, and its policy names the hashes of its own scripts (server/csp.ts).
 */
export const scriptNonceContext = /* @__PURE__ */ createContext<string>(""); // "": none (React Router needs a default)

export const ScriptNonce = /* @__PURE__ */ createReactContext<string | undefined>(undefined);

/**
 * The nonce for an inline script this component writes: undefined in the browser and in pre-rendered pages. The
 * browser's build never reads the context (a constant condition, the same on every render of a build), so the
 * contexts stay out of the bytes every page loads before it is live (/de had none to spare).
 */
export function useScriptNonce(): string | undefined {
  // eslint-disable-next-line react-hooks/rules-of-hooks -- import.meta.env.SSR is fixed per build
  return import.meta.env.SSR ? useContext(ScriptNonce) : undefined;
}

/** ` nonce="…"` for an inline script written as text, or nothing without a nonce. */
export function nonceAttribute(nonce: string | undefined): string {
  return nonce ? ` nonce="${nonce}"` : "";
}
