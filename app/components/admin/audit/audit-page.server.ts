/**
 * The audit page's data (routes/admin/audit.tsx): the log as filtered by the URL (`?who=`, `?action=`, `?from=`,
 * `?to=`, `?page=`), each row in the page's language with people by their display names, leads by their names, posts
 * by their titles and images by their file names, as long as they exist (the log itself keeps ids, issue 47).
 */
import type { AdminContent } from "#app/content/admin/types.ts";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { formatCount, formatDateTime } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { addDays, dayStartMinute } from "#app/lib/analytics/days.ts";
import { interpretationOf } from "#app/lib/ask/answer.ts";
import { isRefusalReason, type AskQuery, type Measure } from "#app/lib/ask/query.ts";
import { listAudit, type AuditAction, type AuditEntry, type AuditFilter } from "#app/lib/admin/audit.server.ts";
import { isLeadId, leadNames } from "#app/lib/admin/leads.server.ts";
import { isPrivacyRequestKind } from "#app/lib/admin/privacy-requests.server.ts";
import { displayNames, listOperators, type DisplayNames } from "#app/lib/admin/operators.server.ts";
import { findImage } from "#app/lib/blog/post-images.server.ts";
import { imageSrc } from "#app/lib/blog/post-images.ts";
import { postTitles } from "#app/lib/blog/posts.server.ts";
import type { Sql } from "#app/lib/store/sql.server.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { auditActions, isLeadStatus } from "#app/vocabulary/admin.ts";
import { isRole } from "#app/vocabulary/roles.ts";
import { auditQueryOf, type AuditQuery, type AuditTarget } from "./audit-query.ts";

export const AUDIT_PER_PAGE = 50;

/** The store's filter: days are Berlin days, the last one included. */
function filterOf(query: AuditQuery): AuditFilter {
  return {
    ...(query.who ? { operatorId: query.who } : {}),
    ...(query.action ? { action: query.action } : {}),
    ...(query.from ? { from: new Date(dayStartMinute(query.from) * 60_000) } : {}),
    ...(query.to ? { to: new Date(dayStartMinute(addDays(query.to, 1)) * 60_000) } : {}),
  };
}

export async function auditPage(sql: Sql, url: URL, locale: Locale, copy: AdminContent) {
  const [operators, names] = await Promise.all([listOperators(sql), displayNames(sql)]);
  const query = auditQueryOf(url.searchParams, new Set(operators.map((operator) => operator.id)));
  const asked = Number(url.searchParams.get("page") ?? "1");
  const { entries, total, page } = await listAudit(sql, { page: asked, pageSize: AUDIT_PER_PAGE, ...filterOf(query) });
  const targets = await targetsOf(sql, entries, names, copy, locale);
  return {
    query,
    filtered: Object.keys(query).length > 0,
    total,
    current: page,
    pages: Math.max(1, Math.ceil(total / AUDIT_PER_PAGE)),
    people: operators
      .map((operator) => ({ id: operator.id, name: names.of(operator) ?? operator.email }))
      .sort((a, b) => a.name.localeCompare(b.name, locale)),
    actions: auditActions
      .map((action) => ({ action, name: copy.audit.actions[action] }))
      .sort((a, b) => a.name.localeCompare(b.name, locale)),
    entries: entries.map((entry, index) => ({
      key: `${page}-${index}`,
      at: formatDateTime(entry.at, locale),
      who: names.of({ id: entry.operatorId, email: entry.operatorEmail }),
      action: entry.action,
      target: targets[index] ?? null,
      detail: detailOf(entry, copy, locale, names),
    })),
  };
}

/** An entry about a lead: its target is a lead's id (an author profile's change once kept its author's id there). */
const concernsLead = (entry: AuditEntry) =>
  entry.target !== null && isLeadId(entry.target) && entry.action !== "profile-change";

const POST_ACTIONS: readonly AuditAction[] = ["post-create", "post-update", "post-delete", "post-restore"];

/** Each entry's target by name, looked up in one query per kind: leads, posts and images while they exist. */
async function targetsOf(
  sql: Sql,
  entries: readonly AuditEntry[],
  names: DisplayNames,
  copy: AdminContent,
  locale: Locale,
): Promise<(AuditTarget | null)[]> {
  const targetsOfKind = (test: (entry: AuditEntry) => boolean) =>
    entries.flatMap((entry) => (entry.target !== null && test(entry) ? [entry.target] : []));
  const isPost = (entry: AuditEntry) => POST_ACTIONS.includes(entry.action);
  const isImage = (entry: AuditEntry) => entry.action === "image-upload";
  const [leads, posts, images] = await Promise.all([
    leadNames(sql, targetsOfKind(concernsLead)),
    postTitles(sql, targetsOfKind(isPost)),
    Promise.all([...new Set(targetsOfKind(isImage))].map(async (id) => [id, await findImage(sql, id)] as const)),
  ]);
  const stored = new Map(images);
  return entries.map((entry): AuditTarget | null => {
    const target = entry.target;
    if (target === null) return null;
    if (concernsLead(entry)) return { kind: "lead", id: target, name: leads.get(target) ?? null };
    if (isPost(entry)) {
      const post = posts.get(target);
      const language = post?.locale ?? entry.details.locale;
      return {
        kind: "post",
        href: post ? adminPath("blogPost", locale, { id: target }) : null,
        // A deleted post by the title it had then.
        title: post?.title ?? String(entry.details.title ?? target),
        language: language === "en" || language === "de" ? copy.blog.list.languages[language] : null,
      };
    }
    if (isImage(entry)) {
      const image = stored.get(target);
      const file = entry.details.file;
      // Uploads from before issue 47 kept no file name: their size says which one it was, their link shows it.
      const name =
        typeof file === "string"
          ? file
          : image
            ? formatTemplate(copy.audit.named.imageSized, {
                width: formatCount(image.width, locale),
                height: formatCount(image.height, locale),
              })
            : copy.audit.named.imageGone;
      return { kind: "image", href: image ? imageSrc(image) : null, name };
    }
    // Anything else is an operator's or invitee's address (named as the person goes by), or a refused page's path.
    // A profile change kept before issue 47 named the operator by id: it concerns the one who made it.
    if (entry.action === "profile-change")
      return { kind: "text", text: names.of({ id: entry.operatorId, email: entry.operatorEmail }) ?? target };
    return { kind: "text", text: target.includes("@") ? (names.of({ email: target }) ?? target) : target };
  });
}

/** A role as the team page names it; whatever else an old entry holds, as it is. */
const roleName = (copy: AdminContent, role: unknown) => (isRole(role) ? copy.roles[role] : String(role ?? ""));

const TEAM_ACTIONS: readonly AuditAction[] = [
  "invite",
  "invitation-resend",
  "invitation-revoke",
  "join",
  "deactivate",
  "reactivate",
];

/**
 * What a row adds to its action: a status's or a role's change, an assignment's owners, a sum of failed sign-ins,
 * the role of an invitation or of an operator whose access changed, the two-factor rule, how Ask read a question.
 */
function detailOf(entry: AuditEntry, copy: AdminContent, locale: Locale, names: DisplayNames): string {
  const { details } = entry;
  const failures = copy.audit.failures;
  const status = (value: unknown) => (isLeadStatus(value) ? copy.statuses[value] : String(value ?? ""));
  const owner = (email: unknown) =>
    (typeof email === "string" && email ? names.of({ email }) : null) ?? copy.audit.noOwner;
  if (entry.action === "status-change") return `${status(details.from)} → ${status(details.to)}`;
  if (entry.action === "lead-assign") return `${owner(details.from)} → ${owner(details.to)}`;
  if (entry.action === "role-change") return `${roleName(copy, details.from)} → ${roleName(copy, details.to)}`;
  if (TEAM_ACTIONS.includes(entry.action) && details.role) return roleName(copy, details.role);
  if (entry.action === "two-factor-rule") return details.required === "on" ? copy.audit.rule.on : copy.audit.rule.off;
  if (entry.action === "login-failed") {
    return (["failed", "throttled"] as const)
      .flatMap((kind) => {
        const count = details[kind];
        return typeof count === "number" && count > 0
          ? [formatTemplate(failures[kind], { count: formatCount(count, locale) })]
          : [];
      })
      .join(", ");
  }
  if (entry.action === "post-import") return formatCount(Number(details.count ?? 0), locale);
  if (entry.action === "ask") return askDetail(entry, copy, locale, names);
  return personDetail(entry, copy, locale);
}

/** How many leads a person's erasure or export held; the kind of a privacy request (issue 47). */
function personDetail({ action, details }: AuditEntry, copy: AdminContent, locale: Locale): string {
  if ((action === "delete" || action === "export-json") && typeof details.leads === "number" && details.leads > 1)
    return formatTemplate(copy.person.auditLeads, { count: formatCount(details.leads, locale) });
  if ((action === "privacy-request" || action === "privacy-request-done") && isPrivacyRequestKind(details.kind))
    return copy.person.kinds[details.kind];
  return "";
}

/** How a question was read (the log keeps the reading, never the words): the answer's own title, or why not. */
function askDetail(entry: AuditEntry, copy: AdminContent, locale: Locale, names: DisplayNames): string {
  const { details } = entry;
  if (details.status === "answered" && typeof details.query === "string") {
    try {
      const query = JSON.parse(details.query) as AskQuery;
      // "Mine" was the asker's own: named by their name, since whoever reads the log is someone else; a colleague
      // by theirs.
      const asker = names.of({ id: entry.operatorId, email: entry.operatorEmail });
      const person = (value: string) =>
        value === "me"
          ? (asker ?? value)
          : (names.of({ id: value, email: value.includes("@") ? value : null }) ?? value);
      const filters = query.filters.map((filter) =>
        filter.values && filter.member === "owner" ? { ...filter, values: filter.values.map(person) } : filter,
      ) as AskQuery["filters"];
      return interpretationOf({ ...query, filters }, undefined, copy.ask, locale);
    } catch {
      return "";
    }
  }
  if (details.status === "refused" && isRefusalReason(details.reason))
    return formatTemplate(copy.audit.askRefused, { reason: copy.ask.reasonNames[details.reason] });
  if (details.status === "clarify" && typeof details.readings === "string") {
    const readings = details.readings.split(" ").flatMap((measure) => copy.ask.measures[measure as Measure] ?? []);
    return formatTemplate(copy.audit.askClarify, { readings: readings.join(" / ") });
  }
  return "";
}
