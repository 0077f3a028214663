import type { PasswordChangeError, ProofError } from "#app/lib/admin/account.server.ts";
import type { BrowserFamily, DeviceClass } from "#app/lib/analytics/hits.ts";
import type { UploadMessages } from "#app/lib/blog/upload-post-image.ts";

/** The forms of the account page that ask for fresh proof: each shows its own refusal. */
export type ProofForm = "confirm" | "turnOff" | "recovery" | "password" | "sessions" | "memberAccess";

/** What the account page's action answers, for the section whose form asked. */
export type Outcome =
  | {
      done:
        | "enrolling"
        | "turnedOff"
        | "passwordChanged"
        | "sessionEnded"
        | "profileSaved"
        | "assignmentMailSaved"
        | "weeklyDigestSaved";
    }
  | { error: "profileTooLong" }
  | { done: "turnedOn" | "renewed"; recoveryCodes: string[] }
  | { error: "wrongCode" | "notEnrolling" }
  | { error: "proof"; form: ProofForm; field: "password" | "code" | "unreadable" }
  | { error: "throttled"; minutes: number; form: ProofForm }
  | { error: "password"; problem: Exclude<PasswordChangeError, ProofError> };

export type Done = Extract<Outcome, { done: unknown }>["done"];
type Failed = Extract<Outcome, { error: unknown }>["error"];

export const isDone = (outcome: Outcome | undefined, done: Done): boolean =>
  outcome !== undefined && "done" in outcome && outcome.done === done;

export const isError = (outcome: Outcome | undefined, error: Failed): boolean =>
  outcome !== undefined && "error" in outcome && outcome.error === error;

/** The refusal of one form's proof, if this outcome is one. */
export function proofRefusal(outcome: Outcome | undefined, forms: ProofForm[]) {
  if (!outcome || !("error" in outcome)) return undefined;
  if (outcome.error === "proof" && forms.includes(outcome.form)) return outcome;
  if (outcome.error === "throttled" && forms.includes(outcome.form)) return outcome;
  return undefined;
}

export const sectionClasses = "space-y-4 rounded-2xl border border-slate-200 bg-surface p-4 shadow-sm sm:p-6";

/** One of the operator's sessions, as the list shows it. */
export type SessionView = {
  id: string;
  device: DeviceClass;
  browser: BrowserFamily;
  started: string;
  lastSeen: string;
  current: boolean;
};

/** The blog's author profile of an operator who writes it. */
export type ProfileView = {
  displayName: string;
  bio: string;
  picture: { id: string; src: string } | null;
  uploadMessages: UploadMessages;
};
