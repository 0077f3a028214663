import { systemBrowser } from "./system-browser.ts";

/** The system's Chromium (Debian package), never a downloaded one. */
export function chromiumPath(): string {
  return systemBrowser(
    [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"],
    "No Chromium found. Install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.",
  );
}

/** Flags that keep a headless Chromium from calling home on a machine without internet. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
