/**
 * The client closed the connection before its request was read to the end
 * (a reset, a cut-off body): nobody is left to answer, and it is not an error
 * of ours, so it is logged as what it is and never as a 500.
 */
export function isClientAbort(error: unknown, request: Request): boolean {
  if (request.signal.aborted) return true;
  const code = (error as { code?: unknown } | undefined)?.code;
  return code === "ECONNRESET" || code === "ECONNABORTED" || (error instanceof Error && error.message === "aborted");
}
