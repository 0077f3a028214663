/**
 * Requests as they arrive on the wire: `fetch` would clean up a path such as
 * `//evil.example/` or `/.//x` before sending it, so these tests use node:http,
 * which sends the request target exactly as written.
 */
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";

export type RawResponse = { status: number; headers: IncomingHttpHeaders; body: string };

export function rawRequest(
  baseUrl: string,
  path: string,
  { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ hostname, port, path, method, headers, agent: false }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.on("error", reject);
    request.end(body);
  });
}

/** The server's log lines (JSON) that arrived since `from`, parsed; other lines are skipped. */
export function logLines(lines: string[], from = 0): Record<string, unknown>[] {
  return lines.slice(from).flatMap((line) => {
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}

export const validContact = {
  firstName: "Anna",
  lastName: "Becker",
  company: "Nordlicht Logistik GmbH",
  email: "anna.becker@nordlicht.de",
  phone: "+49 40 555 0123",
  message: "We would like to see revenue by region, please.",
  privacyPolicy: true,
};
