import { homeAnchorHref } from "#app/i18n/paths.ts";
import type { DocumentationContent } from "#app/content/documentation/types.ts";

export default {
  meta: {
    title: "Dokumentation | Conversational BI",
    description:
      "Funktionen, Benutzerhandbücher, API-Referenz und Antworten auf häufige Fragen zu Conversational BI, dem Dienst für Business Intelligence im Dialog.",
    keywords: [
      "Conversational BI Dokumentation",
      "Datenanalyse in natürlicher Sprache",
      "BI-API",
      "Datenquellen",
      "FAQ",
    ],
  },
  heading: "Dokumentation",
  lead: "Alles, was Sie brauchen, um Ihre Daten anzubinden, gute Fragen zu stellen und mit unserer API eigene Anwendungen zu entwickeln.",
  nav: {
    label: "Inhalt der Dokumentation",
    toggle: "Auf dieser Seite",
    groups: { features: "Funktionen", guides: "Benutzerhandbücher", api: "API-Referenz", faq: "FAQ" },
  },
  intro: {
    title: "Willkommen in der Dokumentation",
    text: "Conversational BI beantwortet Fragen zu Ihren Geschäftsdaten in Alltagssprache. Auf dieser Seite erfahren Sie, wie die einzelnen Funktionen arbeiten, wie Sie die häufigsten Aufgaben erledigen, wie Sie die API nutzen – und finden Antworten auf häufige Fragen. Zum ersten Mal hier? Beginnen Sie mit einem Handbuch:",
    guidesTitle: "Handbücher für den Einstieg",
  },
  features: {
    title: "Funktionen",
    intro: "Was Conversational BI kann und wie die einzelnen Funktionen arbeiten.",
    items: [
      {
        id: "natural-language",
        title: "Abfragen in natürlicher Sprache",
        description: "Fragen Sie so, wie Sie eine Kollegin oder einen Kollegen fragen würden.",
        content: `Schreiben oder sprechen Sie Ihre Frage in Alltagssprache – ohne SQL, ohne Formeln, ohne Berichtsdesigner. Conversational BI erkennt, was Sie meinen, findet die passenden Daten und antwortet in Sekunden.

Conversational BI versteht:
- **Ihre Fachbegriffe.** Die KI lernt die Kennzahlen, Produktnamen und Abkürzungen Ihres Unternehmens, etwa *ARR*, *Churn* oder die Namen Ihrer Vertriebsregionen.
- **Zeiträume und Vergleiche.** „Letztes Quartal“, „seit Jahresbeginn“, „im Vergleich zum Vorjahresmonat“.
- **Anschlussfragen.** Fragen Sie „und in Deutschland?“ oder „aufgeschlüsselt nach Produkt“ – der Zusammenhang des Gesprächs bleibt erhalten.

Lässt sich eine Frage unterschiedlich verstehen, fragt Conversational BI nach, statt zu raten.`,
      },
      {
        id: "ai-analysis",
        title: "KI-gestützte Analyse",
        description: "Erfahren Sie nicht nur, was passiert ist, sondern auch warum.",
        content: `Conversational BI beantwortet nicht nur Ihre Fragen, sondern untersucht Ihre Daten auch selbstständig und weist Sie auf das hin, was Ihre Aufmerksamkeit verdient:
- **Anomalieerkennung** meldet ungewöhnliche Werte, etwa einen plötzlichen Auftragseinbruch in einer Region, sobald sie auftreten.
- **Trendanalyse** trennt dauerhafte Entwicklungen von saisonalen Schwankungen und kurzfristigem Rauschen.
- **Korrelationserkennung** zeigt, welche Kennzahlen sich gemeinsam bewegen, zum Beispiel Marketingbudget und qualifizierte Leads.
- **Ursachenanalyse** zerlegt eine Veränderung in ihre Treiber, sodass Sie sehen, welche Produkte, Kunden oder Kanäle sie ausgelöst haben.

Zu jedem Befund sehen Sie die zugrunde liegenden Daten und können ihn prüfen, bevor Sie handeln.`,
      },
      {
        id: "multi-source",
        title: "Integration mehrerer Datenquellen",
        description: "Binden Sie alle Ihre Daten an und fragen Sie quellenübergreifend.",
        content: `Verbinden Sie Datenbanken, Data Warehouses, Tabellenkalkulationen und Geschäftsanwendungen und stellen Sie Fragen, die alle zusammen betreffen – etwa den Umsatz aus Ihrem ERP-System neben der Vertriebspipeline aus Ihrem CRM.

- **Datenbanken und Data Warehouses:** PostgreSQL, MySQL, Microsoft SQL Server, Snowflake, Google BigQuery und Amazon Redshift
- **Dateien:** Excel-Arbeitsmappen und CSV-Dateien
- **Geschäftsanwendungen:** Salesforce, HubSpot und SAP

Alle Verbindungen sind rein lesend. Im Tarif „Einsteiger“ sind 3 Verbindungen zu Datenquellen enthalten, in „Professional“ 10 und in „Enterprise“ beliebig viele. Wie Sie Quellen einrichten, zeigt das [Handbuch zu Datenquellen](#data-sources).`,
      },
      {
        id: "real-time",
        title: "Erkenntnisse in Echtzeit",
        description: "Antworten aus aktuellen Daten, in Sekunden.",
        content: `Conversational BI fragt Ihre Quellen direkt ab. Jede Antwort zeigt Ihre Daten so, wie sie jetzt sind – nicht so, wie sie beim nächtlichen Export waren.

- **Sekunden statt Tage:** Die meisten Antworten liegen nach wenigen Sekunden vor, ohne dass jemand erst einen Bericht bauen muss.
- **Live oder nach Zeitplan:** Wählen Sie je Quelle zwischen Live-Abfragen und einer zeitgesteuerten Aktualisierung, die stark ausgelastete Produktivsysteme schont.
- **Benachrichtigungen:** Speichern Sie eine Frage mit einem Alarm, dann erfahren Sie es sofort, wenn eine Kennzahl einen Schwellenwert überschreitet oder sich ungewöhnlich entwickelt.`,
      },
      {
        id: "visualization",
        title: "Passende Visualisierung",
        description: "Das passende Diagramm zu jeder Antwort.",
        content: `Jede Antwort erhält das Diagramm, das zur Frage passt: eine Linie für Entwicklungen über die Zeit, Balken für Vergleiche, eine Karte für Regionen und eine Tabelle, wenn Sie genaue Zahlen brauchen.

- Lieber eine andere Darstellung? Sagen Sie „als Balkendiagramm“ oder „nur die fünf größten“.
- Wählen Sie einen Datenpunkt aus, um die Zahlen dahinter aufzuschlüsseln.
- Heften Sie Diagramme an einen Bericht, teilen Sie sie mit Ihrem Team oder exportieren Sie sie nach Excel und PDF.
- Nutzen Sie die Ergebnisse über unsere Integrationen und die [API](#api-query) in Ihren anderen BI-Werkzeugen.`,
      },
      {
        id: "security",
        title: "Sicherheit auf Enterprise-Niveau",
        description: "Ihre Daten bleiben geschützt und unter Ihrer Kontrolle.",
        content: `Sicherheit ist in jede Schicht von Conversational BI eingebaut:
- **Rollenbasierte Zugriffskontrolle:** Jede Person erhält nur Antworten aus Daten, die sie sehen darf – bis hinunter auf einzelne Zeilen.
- **Verschlüsselung:** Alle Daten werden bei der Übertragung und bei der Speicherung verschlüsselt.
- **Single Sign-on und Zwei-Faktor-Authentifizierung** schützen jedes Konto.
- **Audit-Protokollierung** zeichnet jede Frage, jede Antwort und jede Änderung an den Einstellungen auf.

Eine unabhängige Prüfungsgesellschaft hat Conversational BI nach SOC 2 Type II geprüft und darüber einen Bericht erstellt. Der Dienst erfüllt die Anforderungen der DSGVO, des HIPAA und des CCPA.`,
      },
    ],
  },
  guides: {
    title: "Benutzerhandbücher",
    intro: "Schritt-für-Schritt-Anleitungen für die Aufgaben, die Sie am häufigsten erledigen.",
    items: [
      {
        id: "getting-started",
        title: "Erste Schritte",
        description: "Binden Sie Ihre erste Datenquelle an und stellen Sie Ihre erste Frage.",
        content: `1. **Datenquelle verbinden.** Öffnen Sie *Einstellungen → Datenquellen*, wählen Sie Ihre Datenbank, Ihr Data Warehouse oder Ihre Anwendung und geben Sie Zugangsdaten mit reinen Leserechten ein.
2. **Der KI Ihr Geschäft beibringen.** Prüfen Sie die Kennzahlen und Begriffe, die Conversational BI erkannt hat, und ergänzen Sie eigene Definitionen, zum Beispiel, was bei Ihnen als aktives Kundenkonto gilt.
3. **Eine Frage stellen.** Schreiben oder sprechen Sie sie, etwa „Wie hat sich der Umsatz in diesem Jahr entwickelt?“.
4. **Mit der Antwort arbeiten.** Heften Sie sie an einen Bericht, teilen oder exportieren Sie sie.

All das können Sie 14 Tage lang kostenlos mit Ihren eigenen Daten ausprobieren. Eine vollständige Einführung einschließlich des Trainings auf Ihre Kennzahlen dauert meist ein bis zwei Wochen.`,
      },
      {
        id: "effective-questions",
        title: "So stellen Sie gute Fragen",
        description: "So formulieren Sie Fragen, die auf Anhieb präzise Antworten liefern.",
        content: `Gute Fragen nennen drei Dinge: **was** Sie wissen möchten, **für welchen Zeitraum** und **im Vergleich wozu**.

- Fragen Sie statt „Wie läuft der Vertrieb?“ lieber „Wie hat sich der Umsatz in Nordeuropa im letzten Quartal gegenüber dem Vorquartal entwickelt?“.
- Verwenden Sie die Namen Ihrer Kennzahlen; nach dem Training kennt Conversational BI sie.
- Beginnen Sie allgemein und grenzen Sie dann mit Anschlussfragen ein, etwa „nur Neukunden“ oder „nach Monaten“.
- Fragen Sie nach einer überraschenden Antwort „Warum?“, um eine Ursachenanalyse zu starten.`,
      },
      {
        id: "visualizations",
        title: "Mit Visualisierungen arbeiten",
        description: "Diagramme ändern, aufschlüsseln, anheften und exportieren.",
        content: `Conversational BI wählt zu jeder Antwort ein Diagramm aus. Sie behalten die Kontrolle:
- **Diagramm ändern:** Fragen Sie zum Beispiel „als Liniendiagramm“ oder „in Prozent“.
- **Aufschlüsseln:** Wählen Sie einen Balken, einen Punkt oder eine Region aus.
- **Anheften:** Heften Sie ein Diagramm an einen Bericht; bei jedem Öffnen zeigt es die aktuellen Daten.
- **Exportieren:** Exportieren Sie ein Diagramm oder seine Daten nach Excel oder PDF, oder teilen Sie einen Link mit Kolleginnen und Kollegen, die Zugriff haben.`,
      },
      {
        id: "data-sources",
        title: "Datenquellen verwalten",
        description: "Quellen hinzufügen, Zugriffe steuern und die Aktualisierung festlegen.",
        content: `Administratorinnen und Administratoren verwalten die Verbindungen unter *Einstellungen → Datenquellen*.
- **Quelle hinzufügen** mit einem Datenbankkonto, das nur Leserechte hat. Conversational BI schreibt niemals in Ihre Systeme.
- **Zugriff steuern** über Rollen: Legen Sie fest, welche Teams zu welchen Quellen, Datenbanktabellen oder Zeilen Fragen stellen dürfen.
- **Aktualisierung wählen** für jede Quelle: Live-Abfragen oder ein Zeitplan.
- **Quelle entfernen** ist jederzeit möglich; zwischengespeicherte Daten werden dabei gelöscht.

Wie viele Quellen Sie verbinden können, hängt von Ihrem Tarif ab: 3 bei Einsteiger, 10 bei Professional, unbegrenzt bei Enterprise.`,
      },
    ],
  },
  api: {
    title: "API-Referenz",
    intro:
      "Mit der REST-API holen Sie Antworten von Conversational BI in Ihre eigenen Anwendungen. Die Pfade stehen hier ohne Versionsnummer. Die aktuelle Version ist v1: `/api/query` rufen Sie also als `/api/v1/query` auf.",
    endpoints: [
      {
        id: "api-auth",
        name: "Zugriffstoken",
        methods: "POST",
        endpoint: "/api/auth",
        description: "Fordern Sie ein kurzlebiges API-Token für Ihre Anwendung an.",
      },
      {
        id: "api-query",
        name: "Abfragen",
        methods: "POST",
        endpoint: "/api/query",
        description:
          "Senden Sie eine Frage in natürlicher Sprache und erhalten Sie die Antwort, die zugehörigen Daten und einen Diagrammvorschlag.",
      },
      {
        id: "api-datasources",
        name: "Datenquellen",
        methods: "GET · POST · DELETE",
        endpoint: "/api/datasources",
        description:
          "Listen Sie die Datenquellen Ihres Kontos auf, fügen Sie neue hinzu oder entfernen Sie bestehende.",
      },
      {
        id: "api-reports",
        name: "Berichte",
        methods: "GET · POST · PUT · DELETE",
        endpoint: "/api/reports",
        description: "Rufen Sie gespeicherte Berichte und die daran gehefteten Diagramme ab und verwalten Sie sie.",
      },
    ],
    auth: {
      title: "Anfragen authentifizieren",
      text: `Jede Anfrage benötigt einen API-Schlüssel. Schlüssel erzeugen Sie in Ihren Kontoeinstellungen; jeder Schlüssel hat die Berechtigungen der Person, die ihn angelegt hat.

Senden Sie den Schlüssel als Bearer-Token im Header \`Authorization\` und den Inhalt von Anfragen als JSON. Halten Sie Schlüssel geheim: Legen Sie sie in einer Umgebungsvariablen wie \`CBI_API_KEY\` ab, niemals in Code, der im Browser läuft.`,
    },
  },
  faq: {
    title: "FAQ",
    intro: "Antworten auf die Fragen, die uns am häufigsten gestellt werden.",
    items: [
      {
        question: "Welche Datenquellen und Integrationen unterstützt Conversational BI?",
        answer: `Datenbanken wie PostgreSQL, MySQL und Microsoft SQL Server, die Data Warehouses Snowflake, Google BigQuery und Amazon Redshift, Excel- und CSV-Dateien sowie Geschäftsanwendungen wie Salesforce, HubSpot und SAP. Ergebnisse lassen sich nach Excel und PDF exportieren und in anderen BI-Werkzeugen weiterverwenden. Einzelheiten finden Sie unter [Integration mehrerer Datenquellen](#multi-source).`,
      },
      {
        question: "Wie lange dauert die Einrichtung von Conversational BI?",
        answer:
          "Die erste Datenquelle ist in wenigen Minuten verbunden. Eine vollständige Einführung einschließlich des Trainings der KI auf Ihre Kennzahlen und Begriffe dauert meist ein bis zwei Wochen.",
      },
      {
        question: "Brauche ich SQL- oder Datenmodellierungskenntnisse?",
        answer:
          "Nein. Sie fragen in Alltagssprache, die Abfragen schreibt Conversational BI. Ihr BI-Team kann die erzeugten Abfragen trotzdem prüfen und die Definitionen Ihrer Kennzahlen pflegen.",
      },
      {
        question: "Woran erkenne ich, ob eine Antwort stimmt?",
        answer:
          "Zu jeder Antwort sehen Sie die Datenquellen, Filter und Definitionen, auf denen sie beruht, und können die erzeugte Abfrage öffnen. Ist eine Frage mehrdeutig, fragt Conversational BI nach, statt zu raten.",
      },
      {
        question: "Wie schützt Conversational BI meine Daten?",
        answer: `Ihre Daten werden bei der Übertragung und bei der Speicherung verschlüsselt. Wer welche Daten sehen darf, legen Ihre Rollen fest, bis hinunter zu einzelnen Zeilen. Jedes Konto ist durch Single Sign-on und Zwei-Faktor-Authentifizierung geschützt. Mehr dazu unter [Sicherheit auf Enterprise-Niveau](#security).`,
      },
      {
        question: "Kann ich Conversational BI vorab kostenlos testen?",
        answer:
          "Ja. Der kostenlose Test läuft 14 Tage und funktioniert mit Ihren eigenen Daten. So beurteilen Sie die Antworten anhand der Fragen, die für Sie zählen.",
      },
      {
        question: "Kann ich meine Fragen auch sprechen, statt sie zu tippen?",
        answer:
          "Ja. Sie können Fragen schreiben oder sprechen; gesprochene Fragen werden in Text umgewandelt und genauso beantwortet wie geschriebene.",
      },
      {
        question: "Kann ich Antworten und Diagramme in andere Werkzeuge übernehmen?",
        answer:
          "Ja. Exportieren Sie Diagramme und ihre Daten nach Excel oder PDF, teilen Sie Links mit Kolleginnen und Kollegen oder nutzen Sie die Ergebnisse über die API in Ihren anderen BI-Werkzeugen.",
      },
      {
        question: "Welcher Tarif passt zu meinem Team?",
        answer: `- **Einsteiger** (449\u00a0€ pro Monat): bis zu 5 Nutzerkonten, 3 Verbindungen zu Datenquellen und 500 Abfragen im Monat.
- **Professional** (999\u00a0€ pro Monat): bis zu 20 Nutzerkonten, 10 Verbindungen, unbegrenzte Abfragen und erweiterte Visualisierungen.
- **Enterprise** (individueller Preis): unbegrenzt viele Nutzerkonten und Verbindungen, ein persönlicher Account-Manager, individuelles KI-Training, SSO und erweiterte Sicherheit.

Einen Vergleich finden Sie in unserer [Preisübersicht](${homeAnchorHref("de", "pricing")}).`,
      },
    ],
  },
  support: {
    title: "Noch Fragen?",
    text: "Unser Support-Team hilft Ihnen, Ihre Daten anzubinden, Fragen zu formulieren oder mit der API zu starten.",
    button: "Support kontaktieren",
  },
} satisfies DocumentationContent;
