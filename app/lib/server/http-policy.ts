/**
 * What the HTTP shell (server/) lends the app for a page the app answers at request time: the shell knows
 * methods, headers, bodies and files, never which feature a path belongs to. app/site/http.server.ts says which
 * pages those are.
 */
export type PageRenderer = {
  /** The page rendered now, finished as the shell finishes every rendered page (its CSP, compressed for this client). */
  render(): Promise<Response>;
  /** The not-found page of the path's language, as the shell keeps it: no render. */
  notFound(): Promise<Response>;
  /** What a finished page differs by that its path does not say: the content encoding the shell chose. */
  variant(): string;
};
