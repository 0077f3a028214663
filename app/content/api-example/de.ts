import type { ApiExampleContent } from "#app/content/api-example/types.ts";

export default {
  label: "Beispielanfrage",
  code: `curl -X POST https://api.conversational-bi.example/api/v1/query \\
  -H "Content-Type: application/json" \\
  -H "Authorization: Bearer $CBI_API_KEY" \\
  -d '{"query": "Wie hoch war unser Umsatz pro Region im letzten Quartal?"}'`,
  copy: "Kopieren",
  copyLabel: "Beispielanfrage kopieren",
  copied: "Kopiert",
  copyFailed: "Kopieren nicht möglich. Der Code ist markiert: Drücken Sie Strg+C, um ihn zu kopieren.",
} satisfies ApiExampleContent;
