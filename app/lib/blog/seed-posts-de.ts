import type { BlogPost } from "#app/lib/blog/post.ts";

/**
 * The German versions of the two sample posts in `seed-posts.ts` (ids "1-de"
 * and "2-de"): the same facts, headings, sections and list items, written for
 * German readers, with German display dates. Like the English bodies, these are
 * written exactly as DOMPurify serializes them (a unit test checks it).
 */
export const seedPostsDe: BlogPost[] = [
  {
    id: "1-de",
    title: "So stellen Sie Ihren Daten eine gute Frage",
    author: "Dr. Miriam Albers",
    date: "14. Oktober 2025",
    summary:
      "Mit Alltagssprache sinkt die Hürde für Datenanalysen – doch wie Sie eine Frage formulieren, bestimmt nach wie vor die Antwort. Sechs Gewohnheiten, die aus vagen Anfragen Zahlen machen, mit denen Ihr Team arbeiten kann.",
    tags: ["Best Practices", "Natürliche Sprache", "Self-Service-Analytics"],
    content: [
      "<p>Conversational BI räumt das größte Hindernis zwischen einer geschäftlichen Frage und ihrer Antwort aus dem Weg: Sie brauchen weder SQL noch eine Berichtsanfrage noch einen freien Nachmittag vor dem Dashboard. Sie tippen oder sagen einfach, was Sie wissen möchten. Diese Freiheit verlangt allerdings eine neue Gewohnheit. Eine Frage, die für Sie eindeutig ist, kann für andere mehrdeutig sein – auch für eine KI. Mit den folgenden sechs Gewohnheiten bekommt Ihr Team Antworten, mit denen es konkret arbeiten kann.</p>",
      "<h2>1. Nennen Sie die Kennzahl, nicht das Bauchgefühl</h2>",
      "<p>„Wie läuft es im Süden?“ lädt zum Raten ein. „Wie hoch war der Nettoumsatz in der Region Süd im letzten Quartal, verglichen mit dem Vorquartal?“ dagegen nicht. Sagen Sie, welche Zahl Sie meinen (Umsatz, Marge, aktive Kunden, Churn), dann verwendet der Assistent die Definition, auf die sich Ihr Unternehmen geeinigt hat, statt sich selbst eine auszudenken.</p>",
      "<h2>2. Geben Sie immer einen Zeitraum an</h2>",
      "<p>Wenn über Zahlen gestritten wird, geht es meistens um den Zeitraum. „Dieses Jahr“ kann das Kalenderjahr meinen, das Geschäftsjahr oder die letzten zwölf Monate. Werden Sie konkret: „im Oktober“, „in den letzten 90 Tagen“, „seit Jahresbeginn“. Weicht Ihr Geschäftsjahr vom Kalenderjahr ab, bringen Sie das dem Assistenten einmal bei, und jede weitere Antwort berücksichtigt es.</p>",
      "<h2>3. Fragen Sie erst breit, dann immer genauer</h2>",
      "<p>Die Stärke eines Dialogs liegt im Nachhaken. Fragen Sie zuerst nach dem Gesamttrend und grenzen Sie dann ein: „Welche Produktlinien haben den Rückgang verursacht?“, „Bitte nur Neukunden“, „Dasselbe bitte pro Woche“. Jeder Schritt behält den Kontext des vorherigen bei. So erkunden Sie Ihre Daten, ohne eine Abfrage von Grund auf neu bauen zu müssen.</p>",
      "<h2>4. Prüfen Sie, wie die Antwort zustande kam</h2>",
      "<p>Eine gute Antwort legt offen, wie sie entstanden ist: die Definition der Kennzahl, die angewendeten Filter und den betrachteten Zeitraum. Lesen Sie diese Angaben, bevor Sie ein Diagramm an die Geschäftsführung weiterleiten. Fehlt eine davon oder überrascht Sie eine Definition, korrigieren Sie das in Ihrer nächsten Nachricht („interne Testkonten ausschließen“), statt von vorn zu beginnen.</p>",
      "<h2>5. Fragen Sie nach dem Warum, nicht nur nach dem Was</h2>",
      "<p>Gesamtwerte zeigen, was passiert ist. Fragen wie „Was hat sich zwischen September und Oktober am stärksten verändert?“ oder „Welche Regionen erklären den größten Teil der Differenz?“ lassen die Analyse nach Treibern, Anomalien und Zusammenhängen suchen, die Sie selbst vielleicht gar nicht geprüft hätten. Verstehen Sie solche Befunde als Hinweise, die es zu prüfen gilt, nicht als abschließendes Urteil.</p>",
      "<h2>6. Speichern Sie die Fragen, auf die es ankommt</h2>",
      "<p>Wird eine Frage Teil Ihrer wöchentlichen Routine, speichern Sie sie oder machen Sie daraus eine gemeinsame Ansicht. Dann verwenden Kolleginnen und Kollegen eine Frage, die bereits funktioniert, mit denselben Definitionen wieder, statt jeweils ihre eigene, leicht abweichende Version zu stellen.</p>",
      "<h2>Eine kurze Checkliste</h2>",
      "<ul><li>Welche Kennzahl genau?</li><li>Welcher Zeitraum – und verglichen womit?</li><li>Welches Segment: Region, Produkt, Kundengruppe?</li><li>Welche Datensätze müssen außen vor bleiben?</li><li>Welche Entscheidung soll die Antwort stützen?</li></ul>",
      "<p>Nichts davon setzt eine technische Schulung voraus. Es ist genau die Klarheit, um die gute Analystinnen und Analysten in einer Besprechung bitten – nur steckt sie jetzt in einem Gespräch, das in Sekunden antwortet.</p>",
    ].join(""),
  },
  {
    id: "2-de",
    title: "Vom Dashboard zum Dialog: So bereiten Sie Ihre Daten vor",
    author: "Jonas Petersen",
    date: "9. September 2025",
    summary:
      "Antworten in Alltagssprache sind nur so belastbar wie die Definitionen dahinter. Ein praktischer Plan für die ersten Wochen: echte Fragen sammeln, Kennzahlen gemeinsam festlegen, verlässliche Quellen anbinden und der KI Ihre Fachsprache beibringen.",
    tags: ["Datenstrategie", "Semantic Layer", "Rollout"],
    content: [
      "<p>Dashboards beantworten die Fragen, die jemand bei ihrer Erstellung vorausgesehen hat. Conversational BI beantwortet die Fragen, die Menschen tatsächlich haben, auch die, mit denen niemand gerechnet hat. Damit Sie sich auf diese Antworten verlassen können, bewirkt schon ein wenig Vorbereitung viel. Für die ersten Wochen empfehlen wir folgenden Plan.</p>",
      "<h2>Beginnen Sie mit echten Fragen</h2>",
      "<p>Sammeln Sie zwanzig bis dreißig Fragen, die Vertrieb, Marketing, Finanzen und Operations jeden Monat stellen. Suchen Sie in E-Mail-Verläufen, Besprechungsnotizen und in der Warteschlange der Anfragen an Ihr BI-Team. Diese Liste wird zu Ihrem Testkatalog: Beantwortet das System diese Fragen richtig, vertraut man ihm auch die nächsten an.</p>",
      "<h2>Einigen Sie sich auf wenige Kernkennzahlen</h2>",
      "<p>„Umsatz“, „Kunde“ und „aktiv“ bedeuten nicht in jeder Abteilung dasselbe. Halten Sie für jede Kernkennzahl eine einzige Definition schriftlich fest, Grenzfälle eingeschlossen: Werden Erstattungen abgezogen, zählen Konten in der Testphase mit, in welcher Zeitzone endet der Tag? Aus diesen Definitionen entsteht der Semantic Layer, auf den sich die KI stützt. Er muss nicht vom ersten Tag an vollständig sein: Zehn sauber definierte Kennzahlen sind besser als hundert vage.</p>",
      "<h2>Binden Sie die Quellen an, denen alle schon vertrauen</h2>",
      "<p>Fangen Sie bei den Systemen an, in denen Ihre maßgeblichen Zahlen liegen, in der Regel das Data Warehouse, das CRM und das Finanzsystem. Schließen Sie sie mit reinen Leserechten und denselben rollenbasierten Berechtigungen an, die heute schon gelten, damit niemand im Chat Daten sieht, die ihm ein Dashboard vorenthalten würde.</p>",
      "<h2>Bringen Sie der KI Ihre Fachsprache bei</h2>",
      "<p>Jedes Unternehmen hat seine eigene Sprache: Codenamen für Produkte, Kürzel für Regionen, Kundenkategorien, interne Namen für Kampagnen. Hinterlegen Sie dafür Synonyme und kurze Beschreibungen. Fragt jemand nach „DACH“ oder der „Frühjahrskampagne“, sollte der Assistent genau wissen, was gemeint ist.</p>",
      "<h2>Starten Sie mit einem Pilotteam und weiten Sie dann aus</h2>",
      "<ol><li>Wählen Sie ein Team, das häufig Ad-hoc-Fragen hat, etwa die Vertriebssteuerung oder das Marketing.</li><li>Spielen Sie den Testkatalog durch und korrigieren Sie die Definitionen überall dort, wo die Antworten von den Referenzberichten abweichen.</li><li>Lassen Sie das Team zwei Wochen damit arbeiten und gehen Sie danach die Fragen durch, bei denen etwas schiefging.</li><li>Führen Sie die Lösung mit den verbesserten Definitionen beim nächsten Team ein.</li></ol>",
      "<h2>Messen Sie, was sich verändert</h2>",
      "<p>Beobachten Sie, wie lange es bis zu einer Antwort dauert, wie viele Berichtsanfragen noch bei Ihrem BI-Team landen und wie oft die Nutzerinnen und Nutzer wiederkommen. Das Ziel ist nicht, Analystinnen und Analysten zu ersetzen, sondern sie von Routineanfragen zu entlasten, damit sie sich den Fragen widmen können, die einen genaueren Blick verdienen.</p>",
      "<blockquote><p>Das beste Zeichen für Erfolg ist eine Frage, für die niemand ein Meeting ansetzen musste.</p></blockquote>",
    ].join(""),
  },
];
