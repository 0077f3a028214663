import { systemBrowser } from "./system-browser.ts";

/**
 * The system's Firefox (Debian's firefox-esr), never a downloaded one: the
 * second engine of the outside checks (tests/outside), driven over WebDriver
 * BiDi by puppeteer-core.
 */
export function firefoxPath(): string {
  return systemBrowser(
    [process.env.FIREFOX_PATH, "/usr/bin/firefox-esr", "/usr/bin/firefox"],
    "No Firefox found. Install Debian's package (sudo apt-get install -y firefox-esr) or set FIREFOX_PATH to a Firefox binary.",
  );
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
