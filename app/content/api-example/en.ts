import type { ApiExampleContent } from "#app/content/api-example/types.ts";

export default {
  label: "Example request",
  code: `curl -X POST https://api.conversational-bi.example/api/v1/query \\
  -H "Content-Type: application/json" \\
  -H "Authorization: Bearer $CBI_API_KEY" \\
  -d '{"query": "What was our revenue by region last quarter?"}'`,
  copy: "Copy",
  copyLabel: "Copy example request",
  copied: "Copied",
  copyFailed: "Copying failed. The code is selected: press Ctrl+C to copy it.",
} satisfies ApiExampleContent;
