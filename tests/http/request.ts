/**
 * An HTTP client for the contract tests, with the few methods of Playwright's
 * APIRequestContext these tests use (get, post, head, delete, fetch), over
 * Node's fetch: the same requests the end-to-end specs made through a browser
 * runner, without a browser. A string body goes as it is (octet-stream unless
 * a Content-Type is given); an object as JSON.
 */
export type RequestOptions = {
  method?: string;
  headers?: Record<string, string>;
  data?: unknown;
  /** 0 answers a redirect itself instead of following it. */
  maxRedirects?: number;
};

export type ApiResponse = {
  status(): number;
  ok(): boolean;
  url(): string;
  /** Header names in lower case, as Playwright gives them. */
  headers(): Record<string, string>;
  text(): Promise<string>;
  json(): Promise<unknown>;
  body(): Promise<Buffer>;
};

export type RequestContext = {
  fetch(path: string, options?: RequestOptions): Promise<ApiResponse>;
  get(path: string, options?: Omit<RequestOptions, "method">): Promise<ApiResponse>;
  head(path: string, options?: Omit<RequestOptions, "method">): Promise<ApiResponse>;
  post(path: string, options?: Omit<RequestOptions, "method">): Promise<ApiResponse>;
  delete(path: string, options?: Omit<RequestOptions, "method">): Promise<ApiResponse>;
};

export function requestContext(baseUrl: string): RequestContext {
  async function send(path: string, { method = "GET", headers = {}, data, maxRedirects }: RequestOptions = {}) {
    const sent = new Headers(headers);
    let body: BodyInit | undefined;
    if (data !== undefined) {
      const raw = typeof data === "string" || data instanceof Uint8Array;
      body = raw ? (data as string | Uint8Array<ArrayBuffer>) : JSON.stringify(data);
      if (!sent.has("Content-Type")) sent.set("Content-Type", raw ? "application/octet-stream" : "application/json");
    }
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers: sent,
      body,
      redirect: maxRedirects === 0 ? "manual" : "follow",
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    return {
      status: () => response.status,
      ok: () => response.ok,
      url: () => response.url,
      headers: () => Object.fromEntries(response.headers),
      text: async () => bytes.toString("utf8"),
      json: async () => JSON.parse(bytes.toString("utf8")) as unknown,
      body: async () => bytes,
    };
  }
  return {
    fetch: send,
    get: (path, options) => send(path, { ...options, method: "GET" }),
    head: (path, options) => send(path, { ...options, method: "HEAD" }),
    post: (path, options) => send(path, { ...options, method: "POST" }),
    delete: (path, options) => send(path, { ...options, method: "DELETE" }),
  };
}
