/**
 * What each operator may do (issue 30, least privilege): the server checks it on every page, download,
 * action and API call; the navigation only mirrors it. Shared with the browser, which hides what a role
 * cannot open.
 */
export const roles = ["owner", "sales", "editor"] as const;
export type Role = (typeof roles)[number];

/**
 * - leads: the inbox, a lead's page, its changes, exports and erasure;
 * - statistics: the visit statistics and their download;
 * - blog: writing and publishing posts;
 * - team: operators, invitations, roles, the two-factor rule and the audit log.
 * An operator's own account (password, second factor, sessions) needs none of them.
 */
export const capabilities = ["leads", "statistics", "blog", "team"] as const;
export type Capability = (typeof capabilities)[number];

const grants: Record<Role, readonly Capability[]> = {
  owner: capabilities,
  sales: ["leads", "statistics"],
  editor: ["blog", "statistics"],
};

export function may(role: Role, capability: Capability): boolean {
  return grants[role].includes(capability);
}

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (roles as readonly string[]).includes(value);
}
