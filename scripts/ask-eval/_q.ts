import { readQuestion } from "#app/lib/ask/parse.ts";
const data = { owner: [{ value: "ben@ask-eval.example", title: "Ben", words: ["Ben", "ben@ask-eval.example"] }], campaign: ["launch", "retargeting", "newsletter"].map((c) => ({ value: c, title: c, words: [c] })) };
for (const q of process.argv.slice(2)) console.log(q, "→", JSON.stringify(readQuestion(q, { today: "2026-11-28", role: "owner", data })));
