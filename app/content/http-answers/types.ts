/**
 * What the server answers in plain text where no page can: in the path's language (`/de/…` German), as every
 * other answer a visitor or an operator may read.
 */
export type HttpAnswersCopy = {
  /** 405: a method the path does not take. */
  methodNotAllowed: string;
  /** 404: a write to a path that takes none in that spelling (where no page can be shown). */
  notFound: string;
  /** 500: something failed that has no words of its own; a visitor can see it. */
  serverError: string;
  /** 401: a back-office download asked for without a session. */
  signInFirst: string;
  /** 400: a control character (NUL, …) in the query or the fields of a request (server/input-gate.ts). */
  controlCharacter: string;
};
