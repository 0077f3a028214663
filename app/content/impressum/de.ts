import { addressLines, company } from "#app/content/company.ts";
import type { ImpressumContent } from "#app/content/impressum/types.ts";

const address = addressLines("de").join("\n");
const directors = company.managingDirectors.join(", ");
const { street, postalCode, city } = company.address;

export default {
  meta: {
    title: "Impressum | Conversational BI",
    description: `Anbieterkennzeichnung der ${company.name}, ${city}, nach § 5 DDG.`,
  },
  heading: "Impressum",
  lead: "Angaben zum Anbieter dieser Website.",
  facts: [
    {
      id: "anbieter",
      title: "Angaben gemäß § 5 DDG",
      body: address,
    },
    {
      id: "vertretung",
      title: "Vertreten durch die Geschäftsführung",
      body: directors,
    },
    {
      id: "kontakt",
      title: "Kontakt",
      body: `Telefon: [${company.phone.display}](tel:${company.phone.dial})
E-Mail: [${company.email}](mailto:${company.email})`,
    },
    {
      id: "registereintrag",
      title: "Registereintrag",
      body: `Eintragung im Handelsregister
Registergericht: ${company.register.court}
Registernummer: ${company.register.number}`,
    },
    {
      id: "umsatzsteuer",
      title: "Umsatzsteuer-ID",
      body: `Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz:
${company.vatId}`,
    },
    {
      id: "verantwortlich",
      title: "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV",
      body: `${company.responsibleForContent}
${street}
${postalCode} ${city}`,
    },
  ],
  notices: [
    {
      id: "streitbeilegung",
      title: "Verbraucher\u00adstreitbeilegung",
      body: "Wir sind weder bereit noch verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.",
    },
    {
      id: "haftung-inhalte",
      title: "Haftung für Inhalte",
      body: `Wir erstellen die Inhalte dieser Website sorgfältig und halten sie aktuell. Eine Gewähr für ihre Richtigkeit, Vollständigkeit und Aktualität können wir dennoch nicht übernehmen.

Für eigene Inhalte haften wir nach den allgemeinen Gesetzen. Fremde Informationen, die wir lediglich übermitteln oder speichern, müssen wir nach § 7 Abs. 1 DDG in Verbindung mit Art. 8 der Verordnung (EU) 2022/2065 (Gesetz über digitale Dienste) weder überwachen noch von uns aus auf Rechtsverstöße untersuchen. Erfahren wir von einem konkreten Rechtsverstoß, entfernen oder sperren wir den betreffenden Inhalt unverzüglich; gesetzliche Pflichten zur Entfernung oder Sperrung bleiben davon unberührt.`,
    },
    {
      id: "haftung-links",
      title: "Haftung für Links",
      body: `Diese Website verweist auf Angebote Dritter, etwa auf unsere Profile in sozialen Netzwerken. Für deren Inhalte ist allein der jeweilige Anbieter verantwortlich; Einfluss darauf haben wir nicht.

Bevor wir einen Link setzen, sehen wir uns die verlinkte Seite an; Anhaltspunkte für Rechtsverstöße hatten wir dabei nicht. Verlinkte Seiten können sich später jederzeit ändern. Sie ohne konkreten Anlass fortlaufend zu überwachen, ist uns nicht zumutbar. Sobald wir von einem Rechtsverstoß erfahren, entfernen wir den betreffenden Link unverzüglich.`,
    },
    {
      id: "urheberrecht",
      title: "Urheberrecht",
      body: `Texte, Grafiken, Illustrationen und Gestaltung dieser Website sind urheberrechtlich geschützt. Wer sie über die gesetzlich erlaubte Nutzung hinaus vervielfältigen, bearbeiten, verbreiten oder öffentlich zugänglich machen möchte, benötigt dafür unsere vorherige schriftliche Zustimmung. Links auf unsere Seiten dürfen Sie selbstverständlich gerne setzen.

Inhalte Dritter kennzeichnen wir als solche. Fällt Ihnen dennoch eine Verletzung von Urheberrechten auf, bitten wir um einen Hinweis an [${company.email}](mailto:${company.email}); wir entfernen den betreffenden Inhalt dann unverzüglich.`,
    },
  ],
} satisfies ImpressumContent;
