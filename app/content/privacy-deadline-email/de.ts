import type { PrivacyDeadlineEmailCopy } from "./types.ts";

export default {
  subject: "Ein Datenschutzantrag ist am {date} fällig",
  greeting: "Guten Tag,",
  intro:
    "der Antrag einer Person nach der DSGVO ist noch nicht beantwortet. Er ist am {date} fällig: Das Gesetz gibt uns einen Monat ab dem Tag, an dem er uns erreicht hat.",
  labels: { kind: "Antrag", received: "Eingegangen am", due: "Zu beantworten bis" },
  kinds: {
    access: "Auskunft über die gespeicherten Daten",
    erasure: "Löschung",
    rectification: "Berichtigung",
    restriction: "Einschränkung der Verarbeitung",
    objection: "Widerspruch",
    portability: "Datenübertragbarkeit",
  },
  open: "Die Person und alle ihre Anträge finden Sie im Backoffice:",
  once: "Alle mit der Rolle „Inhaber“ erhalten diese E-Mail einmal je Antrag. Sobald der Antrag beantwortet ist, markieren Sie ihn dort als beantwortet.",
  regards: "Freundliche Grüße",
  signature: "Ihr Team von Conversational BI",
} satisfies PrivacyDeadlineEmailCopy;
