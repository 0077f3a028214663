import type { AccessEmailCopy } from "./types.ts";

export default {
  greeting: "Guten Tag,",
  regards: "Freundliche Grüße",
  signature: "Ihr Team von Conversational BI",
  reset: {
    subject: "Neues Passwort für das Backoffice von Conversational BI",
    asked: "auf der Anmeldeseite wurde ein neues Passwort für Ihr Backoffice-Konto {email} angefordert.",
    sentBy:
      "{owner} hat Ihnen einen Link geschickt, mit dem Sie ein neues Passwort für Ihr Backoffice-Konto {email} wählen.",
    open: "Um Ihr neues Passwort zu wählen, öffnen Sie diesen Link:",
    button: "Neues Passwort wählen",
    validity:
      "Der Link ist eine Stunde lang gültig, bis zum {expires} (Berliner Zeit), und kann nur einmal verwendet werden.",
    after:
      "Danach enden alle Sitzungen Ihres Kontos, und Sie melden sich mit dem neuen Passwort an. Nutzen Sie die Zwei-Faktor-Anmeldung, werden Sie weiterhin nach einem Code gefragt.",
    unexpected:
      "Haben Sie das nicht angefordert, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt, wie es ist, und ohne den Link kann es niemand ändern.",
  },
  secondFactor: {
    subject: "Ihre Zwei-Faktor-Anmeldung wurde ausgeschaltet",
    cleared:
      "{owner} hat die Zwei-Faktor-Anmeldung für Ihr Backoffice-Konto {email} ausgeschaltet; Ihre Wiederherstellungscodes gelten nicht mehr. Alle Sitzungen Ihres Kontos wurden beendet.",
    next: "Sie melden sich jetzt nur mit Ihrem Passwort an. Bitte richten Sie die Zwei-Faktor-Anmeldung gleich wieder auf Ihrer Kontoseite ein.",
    signIn: "Hier melden Sie sich an:",
    unexpected:
      "Haben Sie das nicht erwartet, sprechen Sie bitte mit {owner} oder einer anderen Inhaberin bzw. einem anderen Inhaber des Teams.",
  },
} satisfies AccessEmailCopy;
