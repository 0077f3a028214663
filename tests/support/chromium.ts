import { systemBrowser } from "./system-browser.ts";

/** The system's Chromium (Debian package), never a downloaded one. */
export function chromiumPath(): string {
  return systemBrowser([process.env.CHROMIUM_PATH, ...desktopChromium], missingChromium("chromium"));
}

const desktopChromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];
const missingChromium = (pkg: string) =>
  `No Chromium found. Install Debian's package (sudo apt-get install -y ${pkg}) or set CHROMIUM_PATH to a Chromium binary.`;

/**
 * The browser the end-to-end tests drive: Debian's Chromium headless shell, the same Blink and V8 as the
 * desktop browser without its window, compositor process and screen capture, a third less CPU per test on a
 * two-core machine (decision 0042); the full Chromium where it is missing. CHROMIUM_PATH still chooses for both.
 */
export function testChromiumPath(): string {
  return systemBrowser(
    [process.env.CHROMIUM_PATH, "/usr/bin/chromium-headless-shell", ...desktopChromium],
    missingChromium("chromium-headless-shell"),
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
