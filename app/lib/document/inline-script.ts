/**
 * A typed function of ours as an inline `<script>` that calls it with `args` (so the type checker and linter see
 * the code, and the server writes it into the page): its text as the build printed it, without line breaks and
 * indentation, which every page's HTML would carry. The build ends every statement with a semicolon. The
 * development server's text keeps the source's comments: a comment line goes, or it would end the script once
 * the lines are joined.
 */
export function inlineScript<Args extends unknown[]>(run: (...args: Args) => void, ...args: Args): string {
  const code = run
    .toString()
    .replace(/\n\s*\/\/[^\n]*/g, "")
    .replace(/\n\s*/g, "");
  return `<script>(${code})(${args.map((arg) => JSON.stringify(arg)).join(",")})</script>`;
}

/** An inline script of ours with the page's nonce (a page rendered per request, decision 0039), or as it is. */
export function withNonce(script: string, nonce: string | undefined): string {
  return nonce ? script.replace("<script>", `<script nonce="${nonce}">`) : script;
}
