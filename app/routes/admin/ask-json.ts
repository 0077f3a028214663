import { ask, askProposed, AskTooSlowError } from "#app/site/ask.server.ts";
import { operatorContext } from "#app/site/back-office.server.ts";
import type { Route } from "./+types/ask-json";

/**
 * Ask's answer as JSON (issue 45) for scripts and tests: `GET /admin/ask.json?q=…` (and `/de/admin/ask.json`,
 * words and labels in German), with the page's session and role rules. docs/ask.md describes the shape.
 */
export async function loader(args: Route.LoaderArgs) {
  try {
    return await answer(args);
  } catch (error) {
    if (!(error instanceof AskTooSlowError)) throw error;
    const { copy } = args.context.get(operatorContext);
    return Response.json({ error: copy.ask.tooSlow }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}

async function answer({ url, context }: Route.LoaderArgs) {
  const request = context.get(operatorContext);
  const question = url.searchParams.get("q")?.trim() ?? "";
  // A language model's proposal, run from its link: checked again on the server, with the asker's role.
  const proposed = url.searchParams.get("query");
  if (proposed !== null) {
    const answer = await askProposed(proposed, request);
    return answer
      ? Response.json(answer, { headers: { "Cache-Control": "no-store" } })
      : Response.json(
          { error: request.copy.ask.proposal.invalid },
          { status: 400, headers: { "Cache-Control": "no-store" } },
        );
  }
  if (!question)
    return Response.json({ error: request.copy.ask.label }, { status: 400, headers: { "Cache-Control": "no-store" } });
  return Response.json(await ask(question, request), { headers: { "Cache-Control": "no-store" } });
}
