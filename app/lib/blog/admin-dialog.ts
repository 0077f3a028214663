import type { BlogPost } from "#app/lib/blog/post.ts";

/** What the administrator asked for: the one admin dialog that is open, and what it works on. */
export type AdminDialogRequest =
  | { kind: "login" }
  | { kind: "create" }
  | { kind: "edit"; post: BlogPost }
  | { kind: "delete"; id: string; title: string };

/** How a dialog closed: "done" after it did its job, which may have removed the button that opened it. */
export type DialogOutcome = "cancelled" | "done";
