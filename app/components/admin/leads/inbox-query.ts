import type { LeadCursor, LeadFilter } from "#app/lib/admin/lead-list.server.ts";

/** The inbox's address for a filter, and where its page starts (`page` only labels it). */
export function query(filter: LeadFilter, at?: { cursor: LeadCursor; page: number }): string {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.status) params.set("status", filter.status);
  if (filter.owner) params.set("owner", filter.owner);
  if (at) {
    params.set("cursor", "before" in at.cursor ? `b${at.cursor.before}` : `a${at.cursor.after}`);
    params.set("page", String(at.page));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
