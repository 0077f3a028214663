import type { HttpAnswersCopy } from "#app/content/http-answers/types.ts";

export default {
  methodNotAllowed: "Diese Adresse nimmt diese Art von Anfrage nicht an.",
  notFound: "Unter dieser Adresse gibt es nichts.",
  serverError: "Bei uns ist ein Fehler aufgetreten. Bitte versuchen Sie es in einem Moment erneut.",
  signInFirst: "Bitte melden Sie sich zuerst im Backoffice an und starten Sie den Download dann erneut.",
  controlCharacter:
    "Ihre Eingabe enthält ein Steuerzeichen (etwa ein Nullbyte), das in keinem Feld zulässig ist. Bitte entfernen Sie es und versuchen Sie es erneut.",
} satisfies HttpAnswersCopy;
