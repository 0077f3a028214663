import type { HomeChatContent } from "#app/content/home-chat/types.ts";

export default {
  title: "Conversational BI assistant",
  status: "Online",
  messages: [
    { type: "user", message: "How did revenue develop last quarter?" },
    {
      type: "ai",
      message:
        "Revenue reached $4.8M in Q4, up 12% on Q3. Growth came mainly from the DACH region (+21%), while Benelux stayed flat.",
    },
    { type: "user", message: "Why is Benelux flat?" },
    {
      type: "ai",
      message:
        "Two large renewals slipped from November into January. Without them, Benelux would have grown 9%. New-customer revenue there is up 6%.",
    },
    { type: "user", message: "What should we focus on next quarter?" },
    {
      type: "ai",
      message:
        "Prioritize the 14 open Benelux renewals worth $610K and put more budget into DACH mid-market, where win rates are 8 points above average.",
    },
  ],
  typing: "The assistant is typing",
  input: {
    label: "Ask a question about your data",
    placeholder: "Ask your data a question…",
    send: "Send question",
  },
  popupDelayMs: 0,
} satisfies HomeChatContent;
