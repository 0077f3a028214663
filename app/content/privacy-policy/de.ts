import { homeAnchorHref } from "#app/i18n/paths.ts";
import { addressLines, company, type Hosting } from "#app/content/company.ts";
import {
  ANALYTICS_RETENTION_DAYS,
  AUDIT_RETENTION_DAYS,
  DEACTIVATED_ACCOUNT_RETENTION_DAYS,
  INVITATION_RETENTION_DAYS,
  LEAD_RETENTION_DAYS,
  NOTIFICATION_RECIPIENTS,
  PRIVACY_POLICY_UPDATED,
  ASK_MODEL_HOST,
} from "#app/content/legal.ts";
import type { PrivacyPolicyContent } from "#app/content/privacy-policy/types.ts";

const address = addressLines("de").join("\n");
const privacyMail = `[${company.privacyEmail}](mailto:${company.privacyEmail})`;
const phone = `[${company.phone.display}](tel:${company.phone.dial})`;

/** Where the site and its database run, as this deployment is configured (COMPANY_FILE's `hosting`). */
export function hostingText(hosting: Hosting): { servers: string; disclosure: string } {
  if (hosting.kind === "own")
    return {
      servers: "auf Servern, die wir selbst betreiben",
      disclosure:
        "Diese Website und die Datenbank mit den Kontaktanfragen betreiben wir selbst; Hosting-Anbieter und Content-Delivery-Netzwerke erhalten Ihre Daten daher nicht.",
    };
  return {
    servers: "auf Servern, die unser Hosting-Anbieter für uns betreibt",
    disclosure: `Diese Website und ihre Datenbank laufen bei unserem Hosting-Anbieter ${hosting.name}, ${hosting.seat}. Er verarbeitet die Daten nur in unserem Auftrag und nach unseren Weisungen; dazu haben wir mit ihm einen Vertrag zur Auftragsverarbeitung geschlossen (Art. 28 DSGVO). Content-Delivery-Netzwerke erhalten Ihre Daten nicht.`,
  };
}

const hostedAt = hostingText(company.hosting);

/** Who receives the notification of a new request, as this deployment sends it (NOTIFICATION_RECIPIENTS). */
export function notificationRecipientsText(recipients: string[]): string {
  const intro =
    "**Benachrichtigung unseres Vertriebs.** Geht eine Anfrage ein, sendet unser Server ihre Angaben per E-Mail an das Postfach unseres Vertriebs und, falls eingerichtet, an ein weiteres System unseres Teams, etwa ein CRM oder einen Chat-Kanal.";
  if (recipients.length === 0)
    return `${intro} Postfach und System betreiben wir selbst, innerhalb von EU und EWR; kein Dienstleister erhält diese Benachrichtigungen.`;
  return `${intro} Dafür setzen wir diese Dienstleister als Auftragsverarbeiter ein (Art. 28 DSGVO):
${recipients.map((recipient) => `- ${recipient}`).join("\n")}

Sitzt einer von ihnen außerhalb von EU und EWR, stützen wir die Übermittlung auf einen Angemessenheitsbeschluss der EU-Kommission oder auf Standardvertragsklauseln (Art. 45, 46 DSGVO); eine Kopie der Garantien erhalten Sie auf Anfrage.`;
}

/**
 * Wohin die Fragen gehen, die unser Team in Ask eingibt (ASK_MODEL_HOST, Entscheidung 0045): nirgendwohin, oder an
 * ein Sprachmodell auf einem anderen Host, den die Erklärung dann nennt.
 */
export function askModelText(host: string): string {
  const intro =
    "**Fragen in unserem Backoffice.** Unsere Mitarbeiterinnen und Mitarbeiter können unsere Besucherstatistik und die bei uns eingegangenen Kontaktanfragen in natürlicher Sprache befragen. Unser Server wertet diese Fragen selbst aus; das Audit-Log hält fest, wie er eine Frage verstanden hat, nie den eingegebenen Wortlaut.";
  if (!host) return `${intro} Diese Fragen erhält niemand sonst.`;
  return `${intro} Eine Frage, die unser Server nicht selbst auswerten kann, sendet er an ein Sprachmodell unter \`${host}\`, das nur vorschlägt, wie sie zu verstehen ist. Es erhält die Frage im eingegebenen Wortlaut, die einen Namen enthalten kann, falls jemand einen eingegeben hat, und eine Beschreibung der Kennzahlen, die wir führen; nie eine gespeicherte Kontaktanfrage. Diesen Dienst setzen wir als Auftragsverarbeiter ein (Art. 28 DSGVO). Sitzt er außerhalb von EU und EWR, stützen wir die Übermittlung auf einen Angemessenheitsbeschluss der EU-Kommission oder auf Standardvertragsklauseln (Art. 45, 46 DSGVO).`;
}

export default {
  meta: {
    title: "Datenschutzerklärung | Conversational BI",
    description:
      "Wie die Conversational BI GmbH auf dieser Website personenbezogene Daten verarbeitet: Kontaktanfragen, eigene Besucherstatistik ohne Cookies, Schutz vor Missbrauch, Browserspeicher, keine Dienste Dritter auf den Seiten.",
  },
  // The soft hyphen lets the long word break on phones instead of overflowing.
  heading: "Datenschutz\u00aderklärung",
  lead: "Was diese Website mit Ihren personenbezogenen Daten macht – und was nicht.",
  lastUpdated: { label: "Stand:", date: PRIVACY_POLICY_UPDATED },
  contentsLabel: "Inhalt",
  sections: [
    {
      id: "introduction",
      title: "Allgemeine Hinweise und Verantwortlicher",
      body: `Diese Datenschutzerklärung informiert Sie darüber, wie die ${company.name} („wir“, „uns“) personenbezogene Daten verarbeitet, wenn Sie diese Website besuchen oder uns über sie eine Anfrage senden. Verantwortlicher im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:

${address}
E-Mail: ${privacyMail}

Einen Datenschutzbeauftragten haben wir nicht benannt, weil wir dazu nicht verpflichtet sind (Art. 37 DSGVO, § 38 BDSG). Mit Fragen und Anliegen zum Datenschutz wenden Sie sich bitte direkt an uns: per E-Mail an die oben genannte Adresse, per Post oder telefonisch unter ${phone}.

Kurz gesagt: Wir speichern, was Sie in unser Kontaktformular eingeben, und zwar ${hostedAt.servers}. Ihre IP-Adresse verarbeitet unser Server, um Ihnen die Seiten auszuliefern und Missbrauch abzuwehren; zur Abwehr von Missbrauch bewahrt er sie höchstens 15 Minuten auf. Besucherinnen und Besucher erhalten keine Cookies, und auf unseren Seiten laden keine Dienste Dritter. Für eine eigene Besucherstatistik zählt unser Server Seitenaufrufe selbst – ohne Cookies und so, dass niemand von einem Tag auf den nächsten wiedererkannt wird (siehe [Besucherstatistik](#visit-statistics)).

Nutzen Unternehmen den Dienst Conversational BI selbst, verarbeiten wir die dort angebundenen Daten in ihrem Auftrag auf Grundlage eines Vertrags zur Auftragsverarbeitung (Art. 28 DSGVO). Für diese Verarbeitung gilt der jeweilige Vertrag, nicht diese Erklärung.`,
    },
    {
      id: "information-we-collect",
      title: "Welche Daten wir erheben",
      body: `**Beim Aufruf einer Seite.** Ihr Browser übermittelt uns die technischen Angaben, die jede Anfrage im Web enthält: IP-Adresse, Datum und Uhrzeit, die aufgerufene Seite, die zuvor besuchte Seite (Referrer) und die Kennung Ihres Browsers. Unser Server benötigt diese Angaben, um die Seite auszuliefern. Zu jeder Anfrage schreibt er eine Protokollzeile mit Methode, Pfad, Statuscode, einer zufälligen Anfragekennung und der Bearbeitungsdauer; IP-Adresse, Referrer und Browserkennung enthält sie nicht. Nutzungsprofile bilden wir nicht. Außerdem zählt der Server den Seitenaufruf für unsere [Besucherstatistik](#visit-statistics).

**Zum Schutz vor Missbrauch.** Damit niemand das Kontaktformular oder die Anmeldung zu unserem internen Backoffice mit massenhaften Anfragen lahmlegen oder Passwörter durchprobieren kann, begrenzt der Server, wie oft dieselbe IP-Adresse diese Funktionen in kurzer Zeit nutzen darf. Dazu speichert er die IP-Adresse (bei IPv6 nur das /64-Netz, zu dem sie gehört) mit dem Zeitpunkt der Anfrage: im Arbeitsspeicher oder, wenn mehrere unserer Server eine gemeinsame Datenbank nutzen, in dieser Datenbank, jeweils höchstens 15 Minuten lang. Ebenso begrenzt ist das Formular für ein vergessenes Backoffice-Passwort, zusätzlich je eingegebene E-Mail-Adresse: Diese Adresse speichert der Server mit dem Zeitpunkt der Anfrage höchstens eine Stunde lang.

**Bei einer Kontakt- oder Demo-Anfrage.** Wir speichern, was Sie in das [Kontaktformular](${homeAnchorHref("de", "contact")}) eingeben: Vor- und Nachname, Unternehmen, E-Mail-Adresse, Telefonnummer (freiwillig), Ihre Nachricht und Ihre Bestätigung, diese Datenschutzerklärung zur Kenntnis genommen zu haben, dazu den Zeitpunkt des Eingangs und die Sprache der Seite, von der Sie die Anfrage gesendet haben. Name, Unternehmen, E-Mail-Adresse und Nachricht sind Pflichtangaben: Ohne sie können wir Ihre Anfrage nicht beantworten, und das Formular lässt sich nicht senden. Die Angabe Ihrer Telefonnummer ist freiwillig. Die Anfrage speichern wir in einer Datenbank ${hostedAt.servers}. Senden Sie das Formular ohne JavaScript und kann der Server es nicht annehmen, etwa weil eine Angabe fehlt, hält er Ihre Eingaben höchstens zehn Minuten bereit, damit die Seite sie Ihnen zur Korrektur wieder anzeigen kann. Während unser Team Ihre Anfrage bearbeitet, hält es Notizen dazu fest und führt einen Verlauf: wer aus unserem Team sie betreut, welchen Status sie hat, wann wir ihre Daten exportiert haben oder um Löschung gebeten wurden und ob unsere interne Benachrichtigung den Vertrieb erreicht hat. Dieser Verlauf wird zusammen mit Ihrer Anfrage gespeichert, ist Teil der Auskunft, die Sie von uns erhalten können, und wird mit ihr gelöscht.

**In Ihrem Browser.** Einige Funktionen legen Einstellungen im lokalen Speicher (Local Storage) oder im Sitzungsspeicher (Session Storage) Ihres Browsers ab. Diese Daten verbleiben auf Ihrem Gerät und werden nicht an uns übertragen.
- \`preferred-language\` (lokaler Speicher): die Sprache, die Sie in der Sprachauswahl gewählt haben.
- \`theme\` (lokaler Speicher): das Farbschema, das Sie im Kopf der Seite gewählt haben (hell, dunkel oder wie Ihr System). Der Eintrag entsteht erst, wenn Sie wählen.
- \`blog-posts\` (lokaler Speicher): Der Blog hält seine Beispielbeiträge und alle Beiträge, die Sie selbst verfassen, in Ihrem Browser vor. Sollte dieser Eintrag einmal unlesbar sein, wird er unter \`blog-posts-backup\` aufbewahrt statt gelöscht.
- \`admin-auth\` (lokaler Speicher): ob Sie sich im Administrationsmodus des Blogs angemeldet haben.
- \`web-font\` (lokaler Speicher): die Adresse der Datei unserer Schrift, sobald Ihr Browser sie in seinem Cache hat, damit die folgenden Seiten ihre Texte gleich in dieser Schrift zeigen, statt sie einen Moment später neu zu zeichnen. Der Eintrag enthält nichts über Sie, nur welche unserer Dateien Ihr Browser schon hat.
- \`blog-editor-drafts\` (lokaler Speicher, nur für unsere Mitarbeiterinnen und Mitarbeiter): ein Blogbeitrag, den der Editor unseres Backoffice nicht speichern konnte, etwa weil das Netz ausgefallen war; der Eintrag bleibt, bis der Beitrag gespeichert ist.
- \`first-visit\` (Sitzungsspeicher): vermerkt, dass Sie in dieser Browsersitzung bereits begrüßt wurden, damit die Begrüßung nicht auf jeder Seite wiederkehrt – so wie ein geschlossener Hinweis geschlossen bleibt; Ihr Browser löscht den Eintrag, sobald die Sitzung endet.
- \`scroll-positions\` (Sitzungsspeicher): wie weit Sie auf den Seiten dieses Tabs gescrollt hatten, damit Sie die Zurück-Schaltfläche wieder dorthin bringt; Ihr Browser löscht den Eintrag, sobald die Sitzung endet.

**Cookies.** Besucherinnen und Besuchern setzt diese Website keine Cookies. Nur unsere Mitarbeiterinnen und Mitarbeiter erhalten ein Anmeldecookie, wenn sie sich im internen Backoffice anmelden. Es bleibt auch über das Schließen des Browsers hinaus gespeichert und verliert seine Gültigkeit mit der Abmeldung, nach acht Stunden ohne Aktivität, spätestens aber nach sieben Tagen. Solange es besteht, zählt die Besucherstatistik die Seitenaufrufe dieses Browsers nicht, damit unser Team die Zahlen nicht verfälscht. Wer die Zwei-Faktor-Anmeldung nutzt, erhält für den Schritt zwischen Passwort und Code zusätzlich ein Cookie, das nach fünf Minuten verfällt.

**Wenn Sie in unserem Backoffice arbeiten.** Haben Sie Zugang zu unserem internen Backoffice, speichern wir Ihre E-Mail-Adresse, Ihre Rolle, einen Hash Ihres Passworts (nie das Passwort selbst) und, sobald Sie die Zwei-Faktor-Anmeldung eingeschaltet haben, den Schlüssel, den Ihre Authenticator-App mit unserem Server teilt, sowie Hashes Ihrer Wiederherstellungscodes. Zu jeder Ihrer Sitzungen speichern wir, wann sie begann und zuletzt genutzt wurde, und die aus der Browserkennung abgeleitete Geräteklasse und Browserfamilie; nie die IP-Adresse oder die vollständige Browserkennung.

Das Audit-Log hält fest, wer sich wann angemeldet, jemanden eingeladen, eine Rolle oder einen Lead geändert, etwas exportiert oder gelöscht hat; unser Server löscht seine Einträge nach ${AUDIT_RETENTION_DAYS} Tagen. Im Verlauf einer Anfrage ist mit E-Mail-Adresse vermerkt, wer aus dem Team eine Notiz geschrieben, den Status geändert oder die Anfrage übernommen hat, solange die Anfrage gespeichert ist.

Eine Einladung bewahrt die eingeladene E-Mail-Adresse, die Rolle und nur einen Hash ihres Links auf; der Link selbst liegt nur so lange in unserem Postausgang, bis die E-Mail versandt ist. Unser Server löscht die Einladung samt dem Vermerk über ihre E-Mail ${INVITATION_RETENTION_DAYS} Tage, nachdem sie angenommen, zurückgezogen oder abgelaufen ist.

Schreiben Sie für unseren Blog, hinterlegen Sie im Autorenprofil einen Namen, ein paar Worte über sich und auf Wunsch ein Bild; diese erscheinen öffentlich bei jedem Ihrer Beiträge und bleiben bei diesen Beiträgen, auch wenn Ihr Zugang endet, bis Sie oder wir sie ändern. Jedes für den Blog hochgeladene Bild, auch Ihr Profilbild, speichern wir ohne die darin enthaltenen Metadaten (etwa wo und mit welcher Kamera es aufgenommen wurde).

Eine E-Mail erhalten Sie von uns, wenn Sie ein neues Passwort anfordern, wenn eine Inhaberin oder ein Inhaber des Teams Ihnen einen Link dafür sendet und wenn Ihre Zwei-Faktor-Anmeldung ausgeschaltet wird. Wir schreiben Ihnen in der Sprache, in der Sie sich zuletzt angemeldet oder ein Passwort gewählt haben; diese Sprache speichern wir dafür. Einen Link zum Wählen eines neuen Passworts bewahren wir nur als Hash auf. Dazu speichern wir, für wen der Link bestimmt ist, wer ihn gesendet hat und wann er verwendet wurde. Diese Angaben bewahren wir bis einen Tag nach Ablauf der einstündigen Gültigkeit des Links auf. Der Link selbst liegt nur so lange in unserem Postausgang, bis die E-Mail versandt ist.

Überträgt Ihnen eine Kollegin oder ein Kollege die Zuständigkeit für eine Anfrage, senden wir Ihnen in derselben Sprache eine E-Mail mit dem Namen der anfragenden Person, ihrem Unternehmen und einem Link zur Anfrage. Diese E-Mails können Sie auf Ihrer Kontoseite abbestellen; diese Wahl speichern wir.

Schalten Sie auf Ihrer Kontoseite die Wochenübersicht ein, senden wir Ihnen jeden Montag per E-Mail die Zahlen der vergangenen Woche aus der Besucherstatistik, in der Sprache, in der Sie sich zuletzt angemeldet haben. Die Übersicht enthält die Zahl der Besucherinnen und Besucher, die Demo-Anfragen, die Conversion-Rate, die Websites, von denen die Besuche kamen, und die meistgelesenen Blogbeiträge, jeweils verglichen mit der Woche davor; einzelne Besucherinnen und Besucher oder Kontaktanfragen nennt sie nicht. Wir speichern, wann Sie die Wochenübersicht eingeschaltet haben, und für jede Woche einen Eintrag darüber, was wir Ihnen gesendet haben. Die Wochenübersicht ist standardmäßig ausgeschaltet; auf derselben Seite schalten Sie sie ein und wieder aus.

Endet Ihr Zugang, deaktivieren wir Ihr Konto; unser Server löscht es ${DEACTIVATED_ACCOUNT_RETENTION_DAYS} Tage später. Bis dahin sind auch alle Anfragen und Audit-Log-Einträge gelöscht, in denen es genannt wird. Wir verarbeiten diese Daten, weil die Arbeit, die Sie nach Ihrem Arbeitsvertrag leisten, einen persönlichen Zugang zum Backoffice braucht (Art. 6 Abs. 1 lit. b DSGVO), und auf Grundlage unseres berechtigten Interesses, die uns anvertrauten Daten zu schützen und nachvollziehen zu können, wer was mit ihnen getan hat (Art. 6 Abs. 1 lit. f DSGVO).

**Während Sie für unseren Blog schreiben.** Der Editor des Backoffice speichert alle paar Sekunden, was Sie eingeben, als Arbeitsstand in unserer Datenbank; nur Sie sehen ihn. So geht nichts verloren, wenn die Seite geschlossen wird. Dieser Arbeitsstand wird nicht veröffentlicht. Wir löschen ihn, sobald Sie den Beitrag speichern oder den Arbeitsstand verwerfen oder der Beitrag gelöscht wird, spätestens aber nach 30 Tagen. Solange Sie einen Beitrag geöffnet haben, meldet der Editor dies alle 20 Sekunden unserem Server; Kolleginnen und Kollegen, die denselben Beitrag öffnen, sehen den Namen aus Ihrem Autorenprofil (oder Ihre E-Mail-Adresse) und wann Sie zuletzt dort waren. Eine Minute, nachdem Sie den Beitrag verlassen haben, zeigt der Editor davon nichts mehr; unser Server löscht diese Einträge nach einem Tag.

**Was wir nicht tun.** Diese Website enthält keine Analysewerkzeuge von Drittanbietern, keine Zählpixel, keine Werbung und keine Social-Media-Plug-ins; wie wir Besuche selbst zählen, erläutern wir unter [Besucherstatistik](#visit-statistics). Skripte, Stylesheets, Schriften und Bilder werden ausschließlich von unserem eigenen Server geladen. Die Verweise auf unsere Profile bei X und LinkedIn sind einfache Links: Von diesen Netzwerken wird erst etwas geladen, wenn Sie einen Link anklicken; ab dann gelten deren Datenschutzbestimmungen.

# Besucherstatistik {#visit-statistics}

Diesen Teil der Datenschutzerklärung haben wir am 24. November 2026 ergänzt.

**Was wir zählen.** Um zu erfahren, wie unsere Website genutzt wird, zählt unser Server Seitenaufrufe selbst. Dazu nutzt er die Anfragen, die Ihr Browser ohnehin stellt, um unsere Seiten zu laden: die Anfrage nach der Seite selbst und die Datenanfrage, die eine Seite stellt, wenn Sie einem Link innerhalb der Website folgen. Zu jedem Seitenaufruf erfasst er:
- den Zeitpunkt (auf die Minute genau), die Seite und ihre Sprache,
- von der Website, über die Sie zu uns gekommen sind, nur den Hostnamen, nie die vollständige Adresse,
- die Kampagnenparameter \`utm_source\`, \`utm_medium\` und \`utm_campaign\`, sofern der Link, dem Sie gefolgt sind, sie enthält,
- die Geräteklasse (Smartphone, Tablet oder Desktop) und die Browserfamilie (etwa Chrome, Firefox oder Safari), beide abgeleitet aus der Kennung Ihres Browsers (User-Agent),
- eine Besucherkennung (siehe unten).

Rufen Sie eine Seite auf, die es nicht gibt, zählt der Server den angefragten Pfad, damit wir fehlerhafte Links finden. Senden Sie uns eine Kontakt- oder Demo-Anfrage und wird diese gespeichert, zählt der Server sie als Conversion.

**Die Besucherkennung.** Um Besucherinnen und Besucher zählen zu können, ohne jemanden wiederzuerkennen, bildet der Server eine Besucherkennung: einen mit einem Schlüssel berechneten Hashwert (HMAC) aus Ihrer IP-Adresse (bei IPv6 nur aus ihrem /64-Netz), der Kennung Ihres Browsers und der Adresse unserer Website. Der Schlüssel ist zufällig und gilt für einen Kalendertag (nach Berliner Zeit): Der Server erzeugt ihn, wenn er den ersten Seitenaufruf des Tages zählt, und löscht ihn, wenn er diesen Tag zusammenfasst (siehe unten). Mit der Besucherkennung können wir eine Besucherin oder einen Besucher einmal pro Tag zählen und eine Demo-Anfrage den Seiten zuordnen, die am selben Tag aufgerufen wurden. Über einen Tag hinaus lässt sich damit niemand wiedererkennen, und niemand – auch wir nicht – kann aus ihr die IP-Adresse zurückgewinnen. Ihre IP-Adresse, die vollständige Kennung Ihres Browsers und den Abfrageteil der Adresse (alles nach dem \`?\`, abgesehen von den drei Kampagnenparametern) speichern wir für die Statistik nie.

**Sobald ein Tag zusammengefasst ist.** 10 bis 20 Minuten nach dem Ende eines Tages (oder, falls unser Server dann nicht läuft, sobald er wieder startet) rechnet unser Server dessen gezählte Ereignisse in Tagessummen zusammen und entfernt die Besucherkennung aus jedem Ereignis dieses Tages, auch aus dem einer Demo-Anfrage. Von da an lässt sich kein Seitenaufruf dieses Tages mehr mit einem anderen oder mit einer Demo-Anfrage verknüpfen – und damit auch keine Kontaktanfrage mit den Seiten, die ihre Absenderin oder ihr Absender aufgerufen hat. Die Tagessummen sind Zahlen je Seite, Einstiegsseite, Sprache, verweisender Website, Kampagne, Gerät, Stunde und nicht gefundener Seite sowie Zahlen von Besuchen, die dieselbe Einstiegsseite, Sprache, verweisende Website, Kampagne und dasselbe Gerät teilen (mit den Seiten, die diese Besuche aufgerufen haben); eine Besucherkennung oder eine genauere Uhrzeit als die Stunde enthalten sie nicht.

**Keine Cookies, keine Dritten.** Für die Zählung setzen wir kein Cookie, speichern nichts auf Ihrem Gerät und lesen dort nichts aus, was Ihr Browser nicht ohnehin mit jeder Anfrage übermittelt; unsere Seiten laden dafür weder ein Skript noch ein Zählpixel. Eine Einwilligung nach § 25 des Telekommunikation-Digitale-Dienste-Datenschutz-Gesetzes (TDDDG) ist daher nicht erforderlich. Dritte sind nicht beteiligt: Die Statistik liegt in unserer eigenen Datenbank. Anfragen bekannter Bots zählen wir nur als Anzahl pro Tag; angemeldete Mitarbeiterinnen und Mitarbeiter unseres Backoffice werden gar nicht gezählt.

**Zweck und Rechtsgrundlage.** Die Statistik zeigt uns, wie unsere Website genutzt wird und ob sie funktioniert: wie Besucherinnen und Besucher zu uns finden, welche Seiten ihnen weiterhelfen und wie viele eine Demo anfragen. Mit diesem Wissen verbessern wir die Website. Rechtsgrundlage ist unser berechtigtes Interesse nach Art. 6 Abs. 1 lit. f DSGVO.

**Speicherdauer.** Die einzelnen gezählten Ereignisse bewahren wir ${ANALYTICS_RETENTION_DAYS} Tage auf, die daraus berechneten Tagessummen 25 Monate; danach löscht unser Server beide automatisch. Er prüft das alle 10 Minuten, und zwar auch dann, wenn wir die Besucherstatistik abschalten: Was zuvor gezählt wurde, wird nach denselben Fristen gelöscht.

**Widerspruch.** Der Besucherstatistik widersprechen Sie über Ihren Browser (siehe auch [Ihre Rechte](#your-rights)): Sendet er das Signal Global Privacy Control (\`Sec-GPC: 1\`) oder „Do Not Track“ (\`DNT: 1\`), zählen wir Ihren Seitenaufruf nur noch als anonymen Aufruf der jeweiligen Seite – ohne Besucherkennung, ohne die Website, von der Sie kommen, und ohne Kampagne.`,
    },
    {
      id: "how-we-use-information",
      title: "Zwecke und Rechtsgrundlagen der Verarbeitung",
      body: `Die Angaben aus Ihrer Kontaktanfrage verwenden wir ausschließlich, um die Anfrage zu bearbeiten: um Ihre Fragen zu beantworten, eine Demo mit Ihren Daten zu vereinbaren oder ein Angebot zu erstellen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, soweit Ihre Anfrage auf den Abschluss eines Vertrags gerichtet ist, im Übrigen unser berechtigtes Interesse an der Beantwortung von Anfragen nach Art. 6 Abs. 1 lit. f DSGVO.

Die technischen Angaben beim Seitenaufruf und die kurzzeitig gespeicherten IP-Adressen verarbeiten wir, um die Website bereitzustellen und vor Missbrauch zu schützen. Rechtsgrundlage ist ebenfalls unser berechtigtes Interesse nach Art. 6 Abs. 1 lit. f DSGVO. Zweck, Rechtsgrundlage und Speicherdauer unserer Besucherstatistik sind unter [Besucherstatistik](#visit-statistics) beschrieben.

Die Einträge im Speicher Ihres Browsers dienen allein Funktionen, die Sie auf dieser Website nutzen, etwa der Sprachwahl oder dem Blog; das Anmeldecookie des Backoffice dient allein der Anmeldung unseres Teams. Ihre Speicherung ist für die Bereitstellung dieser Funktionen unbedingt erforderlich und daher nach § 25 Abs. 2 Nr. 2 des Telekommunikation-Digitale-Dienste-Datenschutz-Gesetzes (TDDDG) ohne Einwilligung zulässig. Das gilt auch für die beiden Einträge, die nur bestimmen, wie eine von Ihnen aufgerufene Seite dargestellt wird: \`web-font\` sorgt dafür, dass die Seite ihren Text einmal in ihrer Schrift zeichnet statt zweimal, und \`first-visit\`, dass eine Begrüßung sich nicht wiederholt – so wie sich jede Website merkt, dass ein Hinweis geschlossen wurde. Keiner der beiden enthält etwas über Sie, keiner wird an uns gesendet, und keiner wird zu einem anderen Zweck gelesen.

Geht eine Anfrage ein, benachrichtigt unser Server den Vertrieb, damit Sie schnell eine Antwort erhalten; wer diese Benachrichtigung erhält, steht unter [Weitergabe von Daten](#disclosure).

Wir speichern eine Kontaktanfrage ${LEAD_RETENTION_DAYS} Tage ab ihrem Eingang; danach löscht unser Server sie bei seiner täglichen Bereinigung automatisch, zusammen mit den Aufzeichnungen über ihre interne Benachrichtigung. Auf Ihren Wunsch löschen wir sie früher. Führt eine Anfrage zu einem Vertragsschluss, bewahren wir die Korrespondenz so lange auf, wie handels- und steuerrechtliche Aufbewahrungspflichten es verlangen (bis zu zehn Jahre).

Eine automatisierte Entscheidungsfindung im Sinne von Art. 22 DSGVO findet nicht statt.`,
    },
    {
      id: "disclosure",
      title: "Weitergabe von Daten",
      body: `Wir verkaufen Ihre Daten nicht und geben sie nicht zu Werbezwecken weiter.

${hostedAt.disclosure} Innerhalb unseres Unternehmens haben nur die Personen Zugriff, die Ihre Anfrage bearbeiten.

${notificationRecipientsText(NOTIFICATION_RECIPIENTS)}

${askModelText(ASK_MODEL_HOST)}

An Behörden übermitteln wir personenbezogene Daten nur, soweit wir gesetzlich dazu verpflichtet sind. Darüber hinaus übermitteln wir keine Daten in Länder außerhalb von EU und EWR.`,
    },
    {
      id: "security",
      title: "Datensicherheit",
      body: `Jede Verbindung zu dieser Website ist verschlüsselt (HTTPS). Strenge Sicherheitsregeln für den Browser (Content Security Policy) verhindern, dass fremde Skripte auf unseren Seiten ausgeführt werden. Auf gespeicherte Kontaktanfragen haben nur Mitarbeiterinnen und Mitarbeiter Zugriff, deren Rolle sie umfasst, jeweils mit einem persönlichen Zugang, den ein zweiter Faktor schützen kann; Anmeldungen, Exporte, Änderungen und Löschungen werden protokolliert.

Eine Datenübertragung über das Internet ist nie völlig risikofrei. Wir überprüfen unsere Maßnahmen jedoch regelmäßig und passen sie dem Stand der Technik an.`,
    },
    {
      id: "your-rights",
      title: "Ihre Rechte",
      body: `Nach der DSGVO haben Sie das Recht,
- Auskunft über die zu Ihrer Person gespeicherten Daten zu verlangen (Art. 15),
- unrichtige Daten berichtigen zu lassen (Art. 16),
- die Löschung Ihrer Daten (Art. 17) oder die Einschränkung ihrer Verarbeitung (Art. 18) zu verlangen,
- Ihre Daten in einem gängigen, maschinenlesbaren Format zu erhalten (Art. 20).

Zur Ausübung dieser Rechte genügt eine formlose Nachricht an ${privacyMail}. Wir bearbeiten Ihren Antrag für Sie als Person, nicht für eine einzelne Anfrage: Er umfasst alles, was wir unter Ihrer E-Mail-Adresse gespeichert haben, wie oft Sie uns auch geschrieben haben. Eine Auskunft erhalten Sie vollständig in einer Datei, in der Sprache, in der Sie uns geschrieben haben; eine Löschung entfernt alles auf einmal. Wir antworten innerhalb eines Monats nach Eingang Ihres Antrags (Art. 12 Abs. 3 DSGVO) und vermerken den Antrag, den Tag seines Eingangs und den Tag unserer Antwort; sind Ihre Daten gelöscht, ohne Ihre E-Mail-Adresse. Außerdem steht Ihnen das Recht zu, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO). Für uns zuständig ist:

Der Hamburgische Beauftragte für Datenschutz und Informationsfreiheit
Ludwig-Erhard-Straße 22
20459 Hamburg

Alles, was diese Website in Ihrem Browser speichert, können Sie jederzeit selbst entfernen, indem Sie in den Einstellungen Ihres Browsers die Websitedaten löschen.

# Ihr Widerspruchsrecht nach Art. 21 DSGVO

**Verarbeiten wir Ihre Daten auf Grundlage unseres berechtigten Interesses (Art. 6 Abs. 1 lit. f DSGVO), können Sie dieser Verarbeitung jederzeit widersprechen, wenn sich aus Ihrer besonderen Situation Gründe dagegen ergeben.** Das betrifft insbesondere die Bearbeitung von Anfragen, die nicht auf einen Vertrag zielen, die technischen Angaben und IP-Adressen, die wir zum Schutz vor Missbrauch verarbeiten, sowie unsere Besucherstatistik.

Nach Ihrem Widerspruch verarbeiten wir diese Daten nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe für die Verarbeitung nachweisen, die Ihre Interessen, Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen. Der Widerspruch ist an keine Form gebunden; eine E-Mail an ${privacyMail} genügt. Das gilt nicht für die Besucherstatistik: Sie enthält weder Namen noch E-Mail-Adressen, und unser Server kann Ihre Seitenaufrufe keiner Person zuordnen. Einen Widerspruch per E-Mail könnten wir dort also nicht umsetzen. Widersprechen Sie der Statistik deshalb über Ihren Browser, wie im folgenden Absatz beschrieben.

Der Besucherstatistik widersprechen Sie mittels automatisierter Verfahren (Art. 21 Abs. 5 DSGVO): Sendet Ihr Browser das Signal Global Privacy Control (\`Sec-GPC: 1\`) oder „Do Not Track“ (\`DNT: 1\`), werten wir dies als Widerspruch und zählen Ihre Seitenaufrufe nur noch als anonyme Aufrufe der jeweiligen Seite, ohne Besucherkennung, ohne die Website, von der Sie kommen, und ohne Kampagne. Viele Browser bieten diese Signale in ihren Datenschutzeinstellungen an, andere über eine Erweiterung.`,
    },
    {
      id: "contact",
      title: "Kontakt",
      body: `Bei Fragen zu dieser Datenschutzerklärung oder zum Umgang mit Ihren Daten erreichen Sie uns unter:

${address}
E-Mail: ${privacyMail}`,
    },
  ],
} satisfies PrivacyPolicyContent;
