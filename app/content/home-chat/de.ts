import type { HomeChatContent } from "#app/content/home-chat/types.ts";

export default {
  title: "Conversational-BI-Assistent",
  status: "Online",
  messages: [
    { type: "user", message: "Wie hat sich der Umsatz im letzten Quartal entwickelt?" },
    {
      type: "ai",
      message:
        "Der Umsatz lag im vierten Quartal bei 4,4\u00a0Mio.\u00a0€, 13\u00a0% mehr als im dritten. Das Wachstum kam vor allem aus der DACH-Region (+21\u00a0%), Benelux blieb unverändert.",
    },
    { type: "user", message: "Warum stagniert Benelux?" },
    {
      type: "ai",
      message:
        "Zwei große Vertragsverlängerungen haben sich von November in den Januar verschoben. Ohne diesen Effekt wäre Benelux um 9\u00a0% gewachsen; der Umsatz mit Neukunden liegt dort 6\u00a0% über dem Vorjahr.",
    },
    { type: "user", message: "Worauf sollten wir uns im nächsten Quartal konzentrieren?" },
    {
      type: "ai",
      message:
        "Kümmern Sie sich zuerst um die 14 offenen Verlängerungen in Benelux im Wert von 560.000\u00a0€ und verlagern Sie Budget in den DACH-Mittelstand: Dort liegt die Abschlussquote 8 Prozentpunkte über dem Durchschnitt.",
    },
  ],
  typing: "Der Assistent schreibt",
  input: {
    label: "Stellen Sie eine Frage zu Ihren Daten",
    placeholder: "Ihre Frage an Ihre Daten …",
    send: "Frage senden",
  },
  popupDelayMs: 100,
} satisfies HomeChatContent;
