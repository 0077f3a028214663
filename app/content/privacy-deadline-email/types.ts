import type { PrivacyRequestKind } from "#app/vocabulary/admin.ts";

/**
 * The e-mail that tells an owner a person's privacy request is due within a week (composed in
 * app/lib/notify/privacy-deadline-email.server.ts), in the owner's language. It names the request's kind and
 * days and links to the list of requests; never the person. "{date}" placeholders are filled in by formatTemplate.
 */
export type PrivacyDeadlineEmailCopy = {
  /** "{date}": the deadline. */
  subject: string;
  greeting: string;
  /** "{date}": the deadline. */
  intro: string;
  labels: { kind: string; received: string; due: string };
  kinds: Record<PrivacyRequestKind, string>;
  /** Said before the link to the list of requests. */
  open: string;
  once: string;
  regards: string;
  signature: string;
};
