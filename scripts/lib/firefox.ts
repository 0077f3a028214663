import { existsSync } from "node:fs";

/**
 * The system's Firefox (Debian's firefox-esr), never a downloaded one: the
 * second engine of the outside checks (tests/outside), driven over WebDriver
 * BiDi by puppeteer-core.
 */
export function firefoxPath(): string {
  const candidates = [process.env.FIREFOX_PATH, "/usr/bin/firefox-esr", "/usr/bin/firefox"].filter(
    (path): path is string => Boolean(path),
  );
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      "No Firefox found. Install Debian's package (sudo apt-get install -y firefox-esr) or set FIREFOX_PATH to a Firefox binary.",
    );
  }
  return found;
}

/** Preferences that keep a headless Firefox from calling home on a machine without internet. */
export const firefoxPrefs: Record<string, unknown> = {
  "app.update.enabled": false,
  "browser.shell.checkDefaultBrowser": false,
  "datareporting.policy.dataSubmissionEnabled": false,
  "toolkit.telemetry.enabled": false,
  "network.captive-portal-service.enabled": false,
  "network.connectivity-service.enabled": false,
  "extensions.update.enabled": false,
  "browser.safebrowsing.malware.enabled": false,
  "browser.safebrowsing.phishing.enabled": false,
};
