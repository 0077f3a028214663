/**
 * What the editor's main button says, so that it says what will happen (issue 33, item 3): a draft is saved, a
 * post is published now or scheduled for later, a post already out is updated.
 */
export type EditorStatus = "draft" | "published" | "scheduled";

export type PrimaryAction = "saveDraft" | "publish" | "schedule" | "update";

export function primaryAction({
  status,
  live,
  publishAt,
  now = new Date(),
}: {
  /** What the editor's Status field asks for. */
  status: EditorStatus;
  /** Whether visitors see the post now (stored as published, its time come). */
  live: boolean;
  /** The time asked for with "scheduled", if it is one. */
  publishAt?: Date;
  now?: Date;
}): PrimaryAction {
  if (status === "draft") return "saveDraft";
  // A time already past publishes at once, and says so.
  if (status === "scheduled" && (!publishAt || publishAt > now)) return "schedule";
  return live ? "update" : "publish";
}
