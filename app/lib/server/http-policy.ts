/**
 * What the HTTP shell (server/) does with a request before the app sees it, as the feature that owns the path
 * says: the shell knows methods, headers and bodies, never which feature a path belongs to. The features declare
 * their paths' policies (app/lib/<room>/http.server.ts); app/site/http.server.ts puts them together.
 */
export type PathPolicy = {
  /** Never kept by a cache or a proxy, never in a search engine (`Cache-Control: no-store`, `X-Robots-Tag`). */
  private: boolean;
  /** The methods besides GET and HEAD that reach the app here; any other gets 405 before it does. */
  writeMethods: readonly string[];
  /** What that 405 names in `Allow`. */
  allow: string;
  /** Checks the shell makes on a write before anything runs; none: the app checks its own (the contact endpoint). */
  guard?: WriteGuard;
  /**
   * The 400 to a request whose input holds a control character (server/input-gate.ts), where the path answers in
   * a form of its own; else the guard's refusal, else the shell's plain text in the path's language.
   */
  inputRefusal?(url: URL, request: Request): Response;
};

export type WriteGuard = {
  /**
   * The largest body a write here may carry: a declared larger one is refused before it is read, one sent
   * without its length as soon as it grows past this, while the app reads it; the shell buffers none.
   */
  bodyLimit: number;
  /**
   * Who may write here, from the request's headers alone (its session and role): a refusal (401, 403) is sent
   * before any byte of the body is read, so a write nobody may make costs no memory, however large.
   */
  admit?(request: Request, url: URL): Promise<Response | undefined>;
  /**
   * The answer to a write from another site (403), with a body over the limit (413) or with a control character in
   * its input (400), in the feature's words.
   */
  refusal(reason: Refusal, url: URL): Response;
  /** Runs once the app answered a write that passed the checks. */
  afterWrite?(): void;
};

export type Refusal = "cross-site" | "too-large" | "control-character";

/** A path of the public site: GET and HEAD only. */
export const publicPath: PathPolicy = { private: false, writeMethods: [], allow: "GET, HEAD" };

/** What the shell lends a page the app answers at request time (requestTimePage). */
export type PageRenderer = {
  /**
   * The page rendered now, finished as the shell finishes every rendered page (its CSP, compressed for this
   * client); for a HEAD too, the page a GET gets (HEAD is that without its body).
   */
  render(): Promise<Response>;
  /** The ids of the routes the page matches (of a data request: its page), as React Router matches them. */
  routeIds(): readonly string[];
  /** The not-found page of the path's language, as the shell keeps it: no render. */
  notFound(): Promise<Response>;
  /** What a finished page differs by that its path does not say: the content encoding the shell chose. */
  variant(): string;
};
