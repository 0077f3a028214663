/**
 * What went wrong with a delivery, in words sales can act on (issue 47): the outbox keeps the error as the mail
 * library or fetch said it ("connect ECONNREFUSED 127.0.0.1:2531"), which tells an operator nothing. Read from that
 * text, never sent to the browser as it is.
 */
import type { DeliveryProblemKind } from "#app/vocabulary/admin.ts";

export type DeliveryProblem = { kind: DeliveryProblemKind; code?: number };

const unreachable =
  /ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENETUNREACH|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|getaddrinfo|socket hang up|timed? ?out|Greeting never received|Connection closed|fetch failed|ESOCKET|ECONNECTION/i;

export function deliveryProblem(error: string): DeliveryProblem {
  const answered = /webhook answered (\d{3})/.exec(error);
  if (answered) return { kind: "answered", code: Number(answered[1]) };
  if (/EAUTH|Invalid login|authentication/i.test(error) || /\b53[45]\b/.test(error)) return { kind: "sign-in" };
  // An SMTP reply of 4xx or 5xx: the server answered, and said no (a full mailbox, an address it does not know).
  const reply = /\b([45]\d\d)[ -]/.exec(error);
  if (reply && !unreachable.test(error)) return { kind: "refused", code: Number(reply[1]) };
  if (unreachable.test(error)) return { kind: "unreachable" };
  return { kind: "other" };
}
