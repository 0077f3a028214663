export const DEFAULT_ADMIN_PASSWORD = "admin123";

/**
 * BLOG_ADMIN_PASSWORD as it was when the site was built (vite.config.ts puts
 * it in). SPEC keeps the check in the browser, so this is a demo gate: anyone
 * can read it in the login dialog's script.
 */
export const adminPassword: string = import.meta.env.BLOG_ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD;

export function isAdminPassword(input: string): boolean {
  return input === adminPassword;
}
