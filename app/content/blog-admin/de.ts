import type { BlogAdminCopy } from "#app/content/blog/types.ts";

/** German copy of the administrator mode, shared by the blog list and post pages. */
export default {
  close: "Schließen",
  login: {
    title: "Administrator-Anmeldung",
    description: "Melden Sie sich an, um Blogbeiträge zu schreiben, zu bearbeiten und zu löschen.",
    passwordLabel: "Passwort",
    hint: "Demo-Passwort: {password}",
    notice:
      "Diese Demo speichert den Administratormodus nur in Ihrem Browser. Im echten Betrieb prüft der Server die Anmeldung.",
    submit: "Anmelden",
    pending: "Wird geprüft …",
    cancel: "Abbrechen",
    required: "Bitte geben Sie das Administratorpasswort ein.",
  },
  postForm: {
    createTitle: "Neuer Blogbeitrag",
    createDescription:
      "Füllen Sie die Felder unten aus. Der Beitrag wird in diesem Browser gespeichert und erscheint ganz oben im Blog.",
    editTitle: "Blogbeitrag bearbeiten",
    editDescription: "Ändern Sie, was nötig ist; alles andere bleibt, wie es ist.",
    title: { label: "Titel", error: "Bitte geben Sie einen Titel ein." },
    author: { label: "Verfasst von", error: "Bitte geben Sie an, wer den Beitrag verfasst hat." },
    summary: { label: "Zusammenfassung", error: "Bitte schreiben Sie eine kurze Zusammenfassung." },
    content: {
      label: "Inhalt",
      hint: "HTML ist erlaubt, zum Beispiel <h2>, <p>, <ul> und <a>. Skripte und Event-Handler werden entfernt.",
      error: "Bitte schreiben Sie den Inhalt des Beitrags.",
    },
    tags: {
      label: "Schlagwörter",
      hint: "Optional. Trennen Sie Schlagwörter mit Kommas, zum Beispiel: Analytics, Vertrieb.",
    },
    publish: "Beitrag veröffentlichen",
    save: "Änderungen speichern",
    pending: "Wird gespeichert …",
    cancel: "Abbrechen",
  },
  deletePost: {
    title: "Diesen Beitrag löschen?",
    description: "„{title}“ wird in diesem Browser aus dem Blog entfernt. Das lässt sich nicht rückgängig machen.",
    confirm: "Beitrag löschen",
    cancel: "Abbrechen",
  },
  server: {
    loginDescription:
      "Melden Sie sich mit Ihrem Backoffice-Zugang an, um Beiträge zu schreiben, zu bearbeiten und zu veröffentlichen.",
    deleteDescription:
      "„{title}“ wird für alle Besucherinnen und Besucher von der Website entfernt. Das lässt sich nicht rückgängig machen.",
    emailLabel: "E-Mail-Adresse",
    statuses: { draft: "Entwurf (nur für das Team sichtbar)" },
    draftBanner:
      "Entwurf: Besucherinnen und Besucher sehen diesen Beitrag noch nicht. So wird er nach der Veröffentlichung aussehen.",
    importTitle: "Beiträge aus diesem Browser",
    importOne: "Ein Beitrag, der in diesem Browser (im Demo-Blog) geschrieben wurde, ist noch nicht auf der Website.",
    importOther:
      "{count} Beiträge, die in diesem Browser (im Demo-Blog) geschrieben wurden, sind noch nicht auf der Website.",
    importButton: "Als Entwürfe übernehmen",
    imported: {
      title: "Übernommen",
      description: "Die Beiträge aus diesem Browser sind jetzt Entwürfe auf der Website.",
    },
    scheduled: {
      badge: "Geplant für {date} (nur für das Team sichtbar)",
      banner: "Geplant für {date}: Besucherinnen und Besucher sehen diesen Beitrag erst dann. So wird er aussehen.",
    },
  },
  api: {
    notFound: "Diesen Blogbeitrag gibt es nicht, oder er wurde inzwischen gelöscht.",
    crossSite: "Änderungen am Blog sind nur von dieser Website aus möglich.",
    notYourRole:
      "Ihre Rolle umfasst den Blog nicht. Wenn Sie ihn für Ihre Arbeit brauchen, wenden Sie sich an eine Inhaberin oder einen Inhaber des Backoffice.",
    twoFactorFirst:
      "Ihr Konto nutzt die Zwei-Faktor-Anmeldung: Bitte melden Sie sich auf der Anmeldeseite des Backoffice an und kehren Sie dann zum Blog zurück.",
    enrolFirst:
      "Ihr Team verlangt die Zwei-Faktor-Anmeldung: Bitte melden Sie sich auf der Anmeldeseite des Backoffice an, richten Sie sie dort ein und kehren Sie dann zum Blog zurück.",
    signIn: "Bitte melden Sie sich an, um den Blog zu ändern.",
    malformed: "Die Anfrage konnte nicht gelesen werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.",
    invalid: "Einige Angaben müssen Sie noch prüfen.",
    tooLong: "Bitte verwenden Sie höchstens {max} Zeichen.",
    tooManyTags: "Bitte verwenden Sie höchstens 12 Schlagwörter mit je bis zu 40 Zeichen.",
    badStatus: "Ein Beitrag ist entweder ein Entwurf oder veröffentlicht.",
    badTranslation: "Diesen Beitrag gibt es nicht; er kann nicht als andere Sprachfassung verknüpft werden.",
    badSlug: "Bitte geben Sie die Adresse in wenigen Wörtern an, höchstens 80 Zeichen.",
    slugTaken:
      "Die Adresse „{slug}“ gehört bereits zu einem anderen Beitrag (jetzt oder früher). Bitte wählen Sie eine andere.",
    badCover: "Dieses Titelbild wurde nicht gefunden. Bitte laden Sie es erneut hoch.",
    altMissing: "Bitte beschreiben Sie vor dem Veröffentlichen jedes Bild in wenigen Worten (Alternativtext).",
    altMissingImage:
      "Das Bild „{name}“ ({position} im Text) braucht vor dem Veröffentlichen eine Beschreibung (Alternativtext).",
    methodNotAllowed: "Diese Adresse nimmt diese Art von Anfrage nicht an.",
    throttled: {
      one: "Zu viele fehlgeschlagene Versuche. Bitte warten Sie eine Minute und versuchen Sie es dann erneut.",
      other: "Zu viele fehlgeschlagene Versuche. Bitte warten Sie {count} Minuten und versuchen Sie es dann erneut.",
    },
    missingLogin: "Bitte geben Sie Ihre E-Mail-Adresse und Ihr Passwort ein.",
    invalidLogin: "Die E-Mail-Adresse oder das Passwort ist nicht korrekt.",
    controlCharacter:
      "Ihre Eingabe enthält ein Steuerzeichen (etwa ein Nullbyte), das in keinem Feld zulässig ist. Bitte entfernen Sie es und versuchen Sie es erneut.",
    tooLarge:
      "Diese Anfrage ist größer, als der Blog annimmt. Bitte kürzen Sie den Beitrag oder importieren Sie weniger auf einmal.",
    conflict:
      "{operator} hat diesen Beitrag gespeichert, während Sie ihn bearbeitet haben. Kopieren Sie Ihre Änderungen, laden Sie die Seite neu, um die andere Fassung zu sehen, und fügen Sie Ihre Änderungen dann wieder ein.",
    badPublishAt: "Bitte geben Sie Datum und Uhrzeit der Veröffentlichung an.",
    imageTooLarge:
      "Dieses Bild ist größer als 10 MB. Bitte wählen Sie eine kleinere Datei oder speichern Sie es in geringerer Qualität.",
    notAnImage:
      "Diese Datei ist kein Bild, das der Blog zeigen kann. Bitte wählen Sie eine PNG-, JPEG-, WebP- oder AVIF-Datei.",
    uploadFailed:
      "Das Bild konnte nicht hochgeladen werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
  },
  coverImage: {
    label: "Titelbild",
    hint: "Erscheint auf der Karte des Beitrags, über dem Beitrag und in Linkvorschauen. PNG, JPEG, WebP oder AVIF, bis 10 MB.",
    choose: "Bild auswählen",
    drop: "oder hierher ziehen",
    uploading: "Das Bild wird hochgeladen …",
    altLabel: "Bildbeschreibung (Alternativtext)",
    altHint:
      "Was jemand wissen sollte, der das Bild nicht sehen kann, in einem Satz. Vor dem Veröffentlichen erforderlich.",
    remove: "Titelbild entfernen",
  },
  toasts: {
    loginSuccess: { title: "Anmeldung erfolgreich", description: "Sie haben jetzt Administratorzugriff." },
    loginFailed: { title: "Anmeldung fehlgeschlagen", description: "Ungültiges Administratorpasswort." },
    loggedOut: { title: "Abgemeldet", description: "Der Administratormodus ist in diesem Browser ausgeschaltet." },
    created: { title: "Erfolgreich!", description: "Ihr Blogbeitrag ist jetzt veröffentlicht." },
    updated: { title: "Aktualisiert!", description: "Ihre Änderungen am Beitrag wurden gespeichert." },
    deleted: { title: "Gelöscht", description: "Der Blogbeitrag wurde entfernt." },
    notSaved: {
      title: "Der Beitrag konnte nicht gespeichert werden",
      description:
        "Ihr Browser hat das Speichern abgelehnt, vermutlich weil sein Speicher für diese Website voll ist. Ihr Text steht noch im Formular.",
    },
    notDeleted: {
      title: "Der Beitrag konnte nicht gelöscht werden",
      description:
        "Ihr Browser hat die Änderung seines Speichers für diese Website abgelehnt. Bitte versuchen Sie es erneut.",
    },
    notFound: {
      title: "Beitrag nicht gefunden",
      description: "Diesen Blogbeitrag gibt es in diesem Browser nicht (mehr).",
    },
  },
} satisfies BlogAdminCopy;
