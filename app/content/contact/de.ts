import type { ContactContent } from "#app/content/contact/types.ts";

export default {
  form: {
    fields: {
      firstName: { label: "Vorname", placeholder: "z. B. Erika" },
      lastName: { label: "Nachname", placeholder: "z. B. Mustermann" },
      company: { label: "Unternehmen", placeholder: "z. B. Muster GmbH" },
      email: { label: "Geschäftliche E-Mail", placeholder: "name@unternehmen.de" },
      phone: { label: "Telefon", placeholder: "z. B. +49 40 1234567" },
      message: { label: "Nachricht", placeholder: "Welche Fragen möchten Sie Ihren Daten stellen?" },
    },
    optional: "(optional)",
    privacyPolicy: {
      before: "Ich habe die ",
      link: "Datenschutzerklärung",
      after: " zur Kenntnis genommen.",
      newTab: "(öffnet in einem neuen Tab)",
    },
    required: "Pflichtfeld",
    submit: "Demo anfragen",
    submitting: "Wird gesendet …",
    success: {
      title: "Vielen Dank!",
      description: "Ihre Anfrage wurde übermittelt. Wir melden uns in Kürze bei Ihnen.",
    },
    failure: { title: "Etwas ist schiefgelaufen.", fallback: "Bitte versuchen Sie es später erneut." },
    errorSummary: "Bitte prüfen Sie die markierten Felder.",
    validation: {
      firstNameRequired: "Bitte geben Sie Ihren Vornamen ein.",
      lastNameRequired: "Bitte geben Sie Ihren Nachnamen ein.",
      companyRequired: "Bitte geben Sie den Namen Ihres Unternehmens ein.",
      emailInvalid: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
      phoneInvalid:
        "Wir konnten die Telefonnummer nicht übernehmen. Bitte geben Sie sie erneut ein oder lassen Sie das Feld leer.",
      messageTooShort: "Ihre Nachricht muss mindestens 10 Zeichen lang sein.",
      singleLine: "Bitte verwenden Sie eine einzige Zeile, ohne Zeilenumbrüche oder Steuerzeichen.",
      privacyPolicyRequired: "Bitte bestätigen Sie, dass Sie die Datenschutzerklärung zur Kenntnis genommen haben.",
      tooLong: "Bitte verwenden Sie höchstens {max} Zeichen.",
    },
  },
  api: {
    malformed: "Die Anfrage konnte nicht gelesen werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.",
    unknownFields:
      "Die Anfrage enthielt Felder, die wir nicht annehmen. Bitte laden Sie die Seite neu und versuchen Sie es erneut.",
    invalid: "Einige Angaben müssen Sie noch prüfen.",
    tooLarge: "Ihre Anfrage ist zu lang. Bitte kürzen Sie Ihre Nachricht.",
    controlCharacter:
      "Ihre Eingabe enthält ein Steuerzeichen (etwa ein Nullbyte), das in keinem Feld zulässig ist. Bitte entfernen Sie es und versuchen Sie es erneut.",
    unsupportedType: "Die Anfrage wurde in einem Format gesendet, das wir nicht annehmen.",
    crossSite: "Anfragen von anderen Websites werden nicht angenommen.",
    rateLimited:
      "Sie haben in kurzer Zeit mehrere Anfragen gesendet. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.",
    methodNotAllowed: "Diese Adresse nimmt nur Kontaktanfragen aus dem Formular an.",
    unavailable: "Wir konnten Ihre Anfrage gerade nicht speichern. Bitte versuchen Sie es in einigen Minuten erneut.",
    idempotencyConflict:
      "Diese Anfrage wurde bereits mit anderen Angaben gesendet. Bitte laden Sie die Seite neu und senden Sie sie erneut.",
  },
} satisfies ContactContent;
