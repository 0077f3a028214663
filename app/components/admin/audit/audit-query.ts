/**
 * The audit page's filters as its URL holds them (`?who=`, `?action=`, `?from=`, `?to=`, `?page=`), and what a row
 * names: shared by the page's server module and its components.
 */
import { isDay } from "#app/lib/analytics/days.ts";
import { auditActions, type AuditAction } from "#app/vocabulary/admin.ts";

/** The filters as the URL holds them, each only when it is one the page offers (anything else is left out). */
export type AuditQuery = { who?: string; action?: AuditAction; from?: string; to?: string };

/** What the entry is about, as its row names it. */
export type AuditTarget =
  | { kind: "lead"; id: string; name: string | null }
  | { kind: "post"; href: string | null; title: string; language: string | null }
  | { kind: "image"; href: string | null; name: string }
  | { kind: "text"; text: string };

export function auditQueryOf(params: URLSearchParams, operatorIds: ReadonlySet<string>): AuditQuery {
  const who = params.get("who") ?? "";
  const action = params.get("action") ?? "";
  const day = (name: string) => {
    const value = params.get(name) ?? "";
    return isDay(value) ? value : undefined;
  };
  let [from, to] = [day("from"), day("to")];
  // Two days typed the wrong way round mean the days between them.
  if (from && to && from > to) [from, to] = [to, from];
  return {
    ...(operatorIds.has(who) ? { who } : {}),
    ...((auditActions as readonly string[]).includes(action) ? { action: action as AuditAction } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}

/** The page's `path` with `?who=…&action=…&from=…&to=…&page=…` of what is set: the filters stay on every page. */
export function auditHref(path: string, query: AuditQuery, page = 1): string {
  const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]));
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
