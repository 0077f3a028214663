import { resourcePolicy } from "./csp.ts";

/** Headers every response carries; HTML documents add their own Content-Security-Policy. */
const common: Record<string, string> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  // The site uses none of these; nobody else may either.
  "Permissions-Policy":
    "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()",
};

export function applySecurityHeaders(headers: Headers): void {
  for (const [name, value] of Object.entries(common)) headers.set(name, value);
  if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", resourcePolicy);
  headers.delete("X-Powered-By");
}
