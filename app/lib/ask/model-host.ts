/**
 * Where Ask's optional language model lives (ASK_LLM_URL, decision 0045), as the privacy policy must say it: a
 * model on this machine receives nothing that leaves it; any other host is a recipient the policy names. Read by
 * the build (vite.config.ts bakes the host into the pre-rendered policy), by the server's settings and by Ask's
 * wiring, which sends nothing to a host the built policy does not name.
 */

/** 127.0.0.0/8, ::1 and localhost: this machine. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[(.*)\]$/, "$1");
  return host === "localhost" || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
}

/** The host the privacy policy names for ASK_LLM_URL: "" when it is unset, not a URL, or this machine. */
export function modelHostForPolicy(raw: string | undefined): string {
  const value = raw?.trim();
  if (!value) return "";
  try {
    const { hostname } = new URL(value);
    return isLoopbackHost(hostname) ? "" : hostname;
  } catch {
    return "";
  }
}
