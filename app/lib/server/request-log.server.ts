import { createContext } from "react-router";

/**
 * The server (production's and `npm run dev`'s) writes one JSON line per request
 * (server/operations.ts). Code that handles the request adds what it knows to
 * that line through this context (the contact endpoint: its outcome, the
 * body's size) instead of writing a line of its own. Where no server sets it
 * (the pre-renderer at build): null.
 */
export type RequestLog = {
  /** The request's id, as in its log line and in `X-Request-Id`. */
  id: string;
  /** Fields for the request's line; `level` raises the line's level, `msg` names what happened. */
  add(fields: Record<string, unknown>): void;
};

export const requestLogContext = createContext<RequestLog | null>(null);
