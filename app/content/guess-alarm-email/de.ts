import type { GuessAlarmEmailCopy } from "./types.ts";

const de: GuessAlarmEmailCopy = {
  subject: "Anmeldeversuche bei Ihrem Backoffice-Konto",
  greeting: "Guten Tag,",
  what: {
    password:
      "jemand probiert viele Passwörter für Ihr Backoffice-Konto {email} aus. Weitere Versuche haben wir vorübergehend eingeschränkt.",
    code: "jemand hat für Ihr Backoffice-Konto {email} Ihr richtiges Passwort eingegeben, danach aber mehrmals einen falschen Code aus der Authenticator-App. Wir nehmen für dieses Konto eine Zeit lang keine App-Codes mehr an.",
  },
  todo: {
    password:
      "Waren Sie das nicht, wählen Sie auf Ihrer Kontoseite ein langes Passwort, das Sie nirgends sonst verwenden, und schalten Sie die Zwei-Faktor-Anmeldung ein.",
    code: "Waren Sie das nicht, kennt jemand anderes Ihr Passwort: Bitte melden Sie sich an und ändern Sie es jetzt auf Ihrer Kontoseite.",
  },
  stillIn:
    "Sie können sich weiterhin anmelden: in Ihrem eigenen Browser mit Ihrem Passwort und, wenn Sie die Zwei-Faktor-Anmeldung nutzen, mit einem Ihrer Wiederherstellungscodes.",
  signIn: "Hier melden Sie sich an:",
  once: "Diese Nachricht senden wir höchstens einmal am Tag.",
  regards: "Freundliche Grüße",
  signature: "Ihr Team von Conversational BI",
};

export default de;
