import { homeAnchorHref, pagePath } from "#app/i18n/paths.ts";
import { addressLines, company } from "#app/content/company.ts";
import { LEGAL_TEXTS_UPDATED } from "#app/content/legal.ts";
import type { TermsOfServiceContent } from "#app/content/terms-of-service/types.ts";

const mail = `[${company.email}](mailto:${company.email})`;

export default {
  meta: {
    title: "Nutzungsbedingungen | Conversational BI",
    description:
      "Die Bedingungen für die Nutzung von Conversational BI: Konto, Abonnement und Zahlung, Ihre Inhalte, Haftung und deutsches Recht.",
  },
  // The soft hyphen lets the long word break on phones instead of overflowing.
  heading: "Nutzungs\u00adbedingungen",
  lead: "Die Regeln, die gelten, wenn Ihr Unternehmen Conversational BI nutzt.",
  lastUpdated: { label: "Stand:", date: LEGAL_TEXTS_UPDATED },
  contentsLabel: "Inhalt",
  sections: [
    {
      id: "acceptance",
      title: "Geltungsbereich und Zustimmung",
      body: `Diese Nutzungsbedingungen gelten für die Nutzung des Dienstes Conversational BI, den die ${company.name}, ${company.address.city} („wir“, „uns“), anbietet. Mit der Einrichtung eines Kontos oder der Nutzung des Dienstes erklären Sie sich mit ihnen einverstanden. Handeln Sie für ein Unternehmen, versichern Sie, zu dessen Vertretung berechtigt zu sein; Vertragspartner ist dann dieses Unternehmen.

Der Dienst richtet sich ausschließlich an Unternehmer im Sinne von § 14 BGB, nicht an Verbraucher. Abweichende Geschäftsbedingungen unserer Kunden gelten nicht, auch wenn wir ihnen nicht ausdrücklich widersprechen.`,
    },
    {
      id: "service",
      title: "Leistungsbeschreibung",
      body: `Mit Conversational BI stellen Sie Fragen zu Ihren Geschäftsdaten in natürlicher Sprache, schriftlich oder gesprochen, und erhalten Antworten mit Kennzahlen, Diagrammen und Empfehlungen. Sie binden Ihre Datenquellen an; der Dienst lernt die Kennzahlen und Begriffe Ihres Unternehmens.

Der Leistungsumfang richtet sich nach dem gebuchten Tarif. Antworten werden automatisiert erzeugt und können unvollständig oder fehlerhaft sein. Bitte prüfen Sie sie, bevor Sie wichtige Entscheidungen darauf stützen.`,
    },
    {
      id: "accounts",
      title: "Nutzerkonto",
      body: `Für die Nutzung des Dienstes benötigen Sie ein Konto. Machen Sie bei der Registrierung vollständige und zutreffende Angaben und halten Sie diese aktuell. Bewahren Sie Ihre Zugangsdaten vertraulich auf.

Sie sind für alle Vorgänge unter Ihrem Konto verantwortlich, auch für die Handlungen der Personen, die Sie einladen. Wie viele Nutzerkonten Sie anlegen können, richtet sich nach Ihrem Tarif. Besteht der Verdacht, dass Dritte Ihr Konto unbefugt nutzen, informieren Sie uns bitte unverzüglich unter ${mail}.`,
    },
    {
      id: "payment",
      title: "Abonnement und Zahlung",
      body: `Der Dienst wird als Monatsabonnement angeboten. Es gelten die Tarife und Preise auf unserer [Preisseite](${homeAnchorHref("de", "pricing")}); Enterprise-Konditionen werden individuell vereinbart. Alle Preise verstehen sich zuzüglich der gesetzlichen Umsatzsteuer.

Die Vergütung wird monatlich im Voraus in Rechnung gestellt. Das Abonnement verlängert sich jeweils um einen Monat, wenn es nicht vor Ablauf des laufenden Abrechnungszeitraums gekündigt wird. Sie können den Dienst 14 Tage lang kostenlos mit Ihren eigenen Daten testen; der Testzeitraum endet automatisch, wenn Sie keinen Tarif buchen.

**Geleistete Zahlungen werden nicht erstattet.** Für nicht genutzte Abfragen, Nutzerkonten oder angebrochene Abrechnungszeiträume erfolgt keine Rückerstattung. Zwingende gesetzliche Ansprüche bleiben unberührt.`,
    },
    {
      id: "intellectual-property",
      title: "Geistiges Eigentum",
      body: `Der Dienst einschließlich Software, Modellen, Gestaltung, Dokumentation und Marken steht uns oder unseren Lizenzgebern zu. Für die Laufzeit Ihres Abonnements räumen wir Ihnen das einfache, nicht übertragbare Recht ein, den Dienst für Ihre internen Geschäftszwecke zu nutzen.

Es ist nicht gestattet, den Dienst zu vervielfältigen, zu bearbeiten, zu dekompilieren, weiterzuverkaufen oder zur Entwicklung eines Konkurrenzprodukts zu verwenden, soweit das Gesetz dies nicht ausdrücklich erlaubt (§§ 69d, 69e UrhG).`,
    },
    {
      id: "user-content",
      title: "Ihre Inhalte",
      body: `Ihre Daten, Ihre Fragen und die Ergebnisse, die Sie erhalten, bleiben Ihr Eigentum. Sie räumen uns nur die Rechte ein, die wir zur Erbringung des Dienstes benötigen: Ihre Inhalte für Sie zu speichern, zu verarbeiten und auszuwerten. Wir verwenden Ihre Inhalte nicht, um Modelle für andere Kunden zu trainieren.

Sie sind dafür verantwortlich, dass Sie über die Rechte und die Rechtsgrundlage verfügen, die angebundenen Daten zu nutzen und auszuwerten, und dürfen den Dienst nicht für rechtswidrige Inhalte verwenden. Soweit wir personenbezogene Daten in Ihrem Auftrag verarbeiten, schließen wir mit Ihnen einen Vertrag zur Auftragsverarbeitung (Art. 28 DSGVO). Wie wir auf unserer Website mit Daten umgehen, erläutert unsere [Datenschutzerklärung](${pagePath("privacyPolicy", "de")}).`,
    },
    {
      id: "liability",
      title: "Haftungsbeschränkung",
      body: `Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei Verletzung des Lebens, des Körpers oder der Gesundheit, nach dem Produkthaftungsgesetz sowie im Umfang einer von uns übernommenen Garantie.

Bei leichter Fahrlässigkeit haften wir nur bei Verletzung einer Pflicht, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags überhaupt erst ermöglicht und auf deren Einhaltung Sie regelmäßig vertrauen dürfen (Kardinalpflicht). In diesem Fall ist unsere Haftung auf den vertragstypischen, vorhersehbaren Schaden begrenzt. Im Übrigen ist die Haftung für leichte Fahrlässigkeit ausgeschlossen.`,
    },
    {
      id: "changes-to-service",
      title: "Änderungen des Dienstes",
      body: `Wir entwickeln Conversational BI laufend weiter. Wir dürfen Funktionen ändern, ergänzen oder entfernen, soweit die wesentlichen Funktionen Ihres Tarifs erhalten bleiben und die Änderung für Sie zumutbar ist.

Änderungen, die Ihre Nutzung wesentlich beeinträchtigen, kündigen wir mindestens 30 Tage im Voraus an. Sie können Ihr Abonnement in diesem Fall zum Zeitpunkt des Wirksamwerdens der Änderung kündigen.`,
    },
    {
      id: "governing-law",
      title: "Anwendbares Recht und Gerichtsstand",
      body: `Für diese Nutzungsbedingungen und alle darunter geschlossenen Verträge gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts (CISG).

Sind Sie Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches Sondervermögen, ist ausschließlicher Gerichtsstand für alle Streitigkeiten ${company.address.city}.`,
    },
    {
      id: "changes-to-terms",
      title: "Änderungen dieser Nutzungsbedingungen",
      body: `Wir können diese Nutzungsbedingungen mit Wirkung für die Zukunft ändern, wenn es dafür einen sachlichen Grund gibt, etwa eine neue Gesetzeslage oder Rechtsprechung, neue Funktionen des Dienstes oder technische Entwicklungen, und die Änderung für Sie zumutbar ist. Die geänderten Bedingungen senden wir Ihnen spätestens 30 Tage vor ihrem Inkrafttreten per E-Mail zu.

Sie können den Änderungen bis zu ihrem Inkrafttreten in Textform widersprechen, zum Beispiel per E-Mail. Widersprechen Sie nicht innerhalb dieser Frist, gelten die Änderungen als angenommen. In unserer Mitteilung weisen wir Sie gesondert auf Ihr Widerspruchsrecht, auf die Frist und auf die Folgen Ihres Schweigens hin. Widersprechen Sie, gelten die bisherigen Bedingungen fort, und jede Partei kann den Vertrag zum geplanten Zeitpunkt des Inkrafttretens kündigen.

Änderungen der Hauptleistungen, also des Leistungsumfangs Ihres Tarifs und der Preise, sowie Änderungen, die das Verhältnis von Leistung und Gegenleistung zu Ihrem Nachteil verschieben, können auf diesem Weg nicht wirksam werden. Für sie brauchen wir Ihre ausdrückliche Zustimmung.`,
    },
    {
      id: "contact",
      title: "Kontakt",
      body: `Bei Fragen zu diesen Nutzungsbedingungen erreichen Sie uns unter:

${addressLines("de").join("\n")}
E-Mail: ${mail}`,
    },
  ],
} satisfies TermsOfServiceContent;
