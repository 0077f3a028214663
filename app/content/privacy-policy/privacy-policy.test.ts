import { describe, expect, it } from "vitest";
import {
  ASK_MODEL_HOST,
  ANALYTICS_RETENTION_DAYS,
  AUDIT_RETENTION_DAYS,
  DEACTIVATED_ACCOUNT_RETENTION_DAYS,
  INVITATION_RETENTION_DAYS,
  LEAD_RETENTION_DAYS,
  NOTIFICATION_RECIPIENTS,
  PRIVACY_POLICY_UPDATED,
  recipientList,
} from "#app/content/legal.ts";
import { backOfficeStorageKeys } from "#app/lib/back-office-storage.ts";
import { storageKeys } from "#app/lib/storage.ts";
import { INVITATION_KEEP_DAYS } from "#app/vocabulary/retention.ts";
import de, {
  askModelText as germanAskModel,
  hostingText as germanHosting,
  notificationRecipientsText as germanRecipients,
} from "#app/content/privacy-policy/de.ts";
import en, {
  askModelText as englishAskModel,
  hostingText as englishHosting,
  notificationRecipientsText as englishRecipients,
} from "#app/content/privacy-policy/en.ts";

describe("privacy policy", () => {
  it.each([
    ["en", en],
    ["de", de],
  ])("(%s) names every key the site keeps in the browser", (_, policy) => {
    const text = JSON.stringify(policy);
    for (const key of [...Object.values(storageKeys), ...Object.values(backOfficeStorageKeys)]) {
      expect(text, key).toContain(`\`${key}\``);
    }
  });

  it("says a request under the GDPR is handled per person and answered within a month (issue 47)", () => {
    expect(JSON.stringify(en)).toContain("We handle your request for you as a person, not for one contact request");
    expect(JSON.stringify(en)).toContain("within one month of receiving your request (Art. 12(3) GDPR)");
    expect(JSON.stringify(de)).toContain(
      "Wir bearbeiten Ihren Antrag für Sie als Person, nicht für eine einzelne Anfrage",
    );
    expect(JSON.stringify(de)).toContain("innerhalb eines Monats nach Eingang Ihres Antrags (Art. 12 Abs. 3 DSGVO)");
  });

  it("states how long a contact request is kept, as the server keeps it (LEAD_RETENTION_DAYS)", () => {
    expect(JSON.stringify(en)).toContain(`for ${LEAD_RETENTION_DAYS} days after we received it`);
    expect(JSON.stringify(de)).toContain(`${LEAD_RETENTION_DAYS} Tage ab ihrem Eingang`);
    expect(LEAD_RETENTION_DAYS).toBe(365);
  });

  it("describes the visit statistics: raw events kept ANALYTICS_RETENTION_DAYS, daily totals 25 months, objection by GPC/DNT", () => {
    const [english, german] = [JSON.stringify(en), JSON.stringify(de)];
    expect(english).toContain(`individual counted events for ${ANALYTICS_RETENTION_DAYS} days`);
    expect(german).toContain(`einzelnen gezählten Ereignisse bewahren wir ${ANALYTICS_RETENTION_DAYS} Tage auf`);
    expect(english).toContain("daily totals calculated from them for 25 months");
    expect(german).toContain("Tagessummen 25 Monate");
    for (const text of [english, german]) {
      expect(text).toContain("`Sec-GPC: 1`");
      expect(text).toContain("`DNT: 1`");
    }
    expect(ANALYTICS_RETENTION_DAYS).toBe(90);
  });

  it("says when the statistics forget a visitor id and a salt, and that the upkeep runs with them off", () => {
    expect(JSON.stringify(en)).toContain("removes the visitor code from every event of that day");
    expect(JSON.stringify(de)).toContain("entfernt die Besucherkennung aus jedem Ereignis dieses Tages");
    expect(JSON.stringify(en)).toContain("keeps doing so when we turn the visit statistics off");
    expect(JSON.stringify(de)).toContain("auch dann, wenn wir die Besucherstatistik abschalten");
    for (const text of [JSON.stringify(en), JSON.stringify(de)]) expect(text).not.toContain("48");
  });
});

describe("privacy policy, as the code behaves", () => {
  const [english, german] = [JSON.stringify(en), JSON.stringify(de)];

  it("states how long the audit log keeps an entry, as the server deletes it (AUDIT_RETENTION_DAYS)", () => {
    expect(english).toContain(`our server deletes its entries after ${AUDIT_RETENTION_DAYS} days`);
    expect(german).toContain(`unser Server löscht seine Einträge nach ${AUDIT_RETENTION_DAYS} Tagen`);
    expect(AUDIT_RETENTION_DAYS).toBe(365);
  });

  it("states how long an ended invitation and a deactivated account are kept, as the daily retention deletes them", () => {
    expect(english).toContain(
      `deletes the invitation, with the record of its email, ${INVITATION_RETENTION_DAYS} days after it was used, withdrawn or expired`,
    );
    expect(german).toContain(
      `löscht die Einladung samt dem Vermerk über ihre E-Mail ${INVITATION_RETENTION_DAYS} Tage, nachdem sie angenommen, zurückgezogen oder abgelaufen ist`,
    );
    expect(english).toContain(
      `we deactivate your account; our server deletes it ${DEACTIVATED_ACCOUNT_RETENTION_DAYS} days later`,
    );
    expect(german).toContain(
      `deaktivieren wir Ihr Konto; unser Server löscht es ${DEACTIVATED_ACCOUNT_RETENTION_DAYS} Tage später`,
    );
    // The numbers the server uses (app/site/retention.server.ts): 30 days; the longer of the lead and audit periods.
    expect(INVITATION_RETENTION_DAYS).toBe(INVITATION_KEEP_DAYS);
    expect(DEACTIVATED_ACCOUNT_RETENTION_DAYS).toBe(Math.max(LEAD_RETENTION_DAYS, AUDIT_RETENTION_DAYS));
    expect([INVITATION_RETENTION_DAYS, DEACTIVATED_ACCOUNT_RETENTION_DAYS]).toEqual([30, 365]);
  });

  it("names the back office's cookie for what it is: kept past the browser's closing, seven days at most, and keeping staff out of the statistics", () => {
    expect(english).toContain("sign-in cookie");
    expect(english).toContain("stays stored after the browser is closed");
    expect(english).toContain("after seven days at the latest");
    expect(english).toContain("the visit statistics don't count page views from that browser");
    expect(german).toContain("Anmeldecookie");
    expect(german).toContain("über das Schließen des Browsers hinaus gespeichert");
    expect(german).toContain("spätestens aber nach sieben Tagen");
    expect(german).toContain("zählt die Besucherstatistik die Seitenaufrufe dieses Browsers nicht");
    for (const text of [english, german]) expect(text).not.toMatch(/session cookie|Sitzungscookie/i);
  });

  it("says which contact fields are required (Art. 13 (2) (e) GDPR) and names the supervisory authority's address", () => {
    expect(english).toContain("Your name, company, email address and message are required");
    expect(german).toContain("Name, Unternehmen, E-Mail-Adresse und Nachricht sind Pflichtangaben");
    for (const text of [english, german]) expect(text).toContain("Ludwig-Erhard-Straße 22\\n20459 Hamburg");
  });

  it("dates the policy („Stand“) no earlier than any part it says was added, in both languages", () => {
    expect(de.lastUpdated.date).toBe(PRIVACY_POLICY_UPDATED);
    expect(en.lastUpdated.date).toBe(PRIVACY_POLICY_UPDATED);
    const added = [...english.matchAll(/We added this part of the policy on (\w+ \d+, \d{4})/g)].map(([, date]) =>
      new Date(`${date} UTC`).toISOString().slice(0, 10),
    );
    expect(added).not.toEqual([]);
    for (const date of added) expect(date <= PRIVACY_POLICY_UPDATED, date).toBe(true);
    expect(german).toContain("am 24. November 2026 ergänzt");
  });

  it("writes the EU and the EEA together, and an English date the US way", () => {
    expect(english).toContain("outside the EU/EEA");
    expect(german).toContain("außerhalb von EU und EWR");
    expect(english).toContain("on November 24, 2026");
    expect(english).not.toContain("24 November 2026");
  });
});

describe("privacy policy, as the deployment sends notifications", () => {
  it("says no service provider receives them when none is configured (PRIVACY_NOTIFICATION_RECIPIENTS unset)", () => {
    expect(NOTIFICATION_RECIPIENTS).toEqual([]);
    expect(JSON.stringify(de)).toContain("kein Dienstleister erhält diese Benachrichtigungen");
    expect(JSON.stringify(en)).toContain("no service provider receives these notifications");
  });

  it("names each configured recipient as a processor, in both languages, and no longer claims there is none", () => {
    const recipients = recipientList(" Mailbox Hosting GmbH (Berlin, Deutschland); ; CRM Cloud Inc. (Boston, USA) ");
    expect(recipients).toEqual(["Mailbox Hosting GmbH (Berlin, Deutschland)", "CRM Cloud Inc. (Boston, USA)"]);
    const german = germanRecipients(recipients);
    const english = englishRecipients(recipients);
    for (const text of [german, english]) {
      expect(text).toContain("- Mailbox Hosting GmbH (Berlin, Deutschland)\n- CRM Cloud Inc. (Boston, USA)");
      expect(text).not.toMatch(/kein Dienstleister|no service provider/);
    }
    expect(german).toContain("Dienstleister als Auftragsverarbeiter ein (Art. 28 DSGVO)");
    expect(english).toContain("standard contractual clauses");
  });

  it("says the browser signal is how to object to the statistics, as an e-mail cannot be carried out", () => {
    expect(JSON.stringify(de)).toContain("Einen Widerspruch per E-Mail könnten wir dort also nicht umsetzen");
    expect(JSON.stringify(en)).toContain("we could not act on an objection sent by email");
  });
});

describe("privacy policy, as Ask's language model is set up (ASK_LLM_URL at build time)", () => {
  it("says the questions typed in Ask go to no one when there is no model or it runs on this machine", () => {
    expect(ASK_MODEL_HOST).toBe("");
    expect(JSON.stringify(en)).toContain("These questions are sent to no one.");
    expect(JSON.stringify(de)).toContain("Diese Fragen erhält niemand sonst.");
    for (const text of [JSON.stringify(en), JSON.stringify(de)])
      expect(text).not.toMatch(/language model|Sprachmodell/);
  });

  it("names the model's host as a recipient of the questions, in both languages, and no longer says no one gets them", () => {
    const english = englishAskModel("llm.example.com");
    const german = germanAskModel("llm.example.com");
    expect(english).toContain("is sent to a language model at `llm.example.com`");
    expect(german).toContain("sendet er an ein Sprachmodell unter `llm.example.com`");
    expect(english).toContain("never a stored contact request");
    expect(german).toContain("nie eine gespeicherte Kontaktanfrage");
    expect(english).not.toContain("sent to no one");
    expect(german).not.toContain("niemand sonst");
  });
});

describe("privacy policy, as the deployment is hosted (COMPANY_FILE's hosting)", () => {
  it("says the site runs on our own servers when the build names no provider, and names none", () => {
    expect(JSON.stringify(en)).toContain("We host this website and the contact database ourselves");
    expect(JSON.stringify(de)).toContain(
      "Diese Website und die Datenbank mit den Kontaktanfragen betreiben wir selbst",
    );
    expect(JSON.stringify(en)).toContain("stored in a database on servers we operate ourselves");
    expect(JSON.stringify(de)).toContain(
      "Die Anfrage speichern wir in einer Datenbank auf Servern, die wir selbst betreiben.",
    );
  });

  it("names a hosting provider as a processor under Art. 28, in both languages, and no longer claims our own servers", () => {
    const provider = { kind: "provider", name: "Hetzner Online GmbH", seat: "Gunzenhausen, Deutschland" } as const;
    const english = englishHosting(provider);
    const german = germanHosting(provider);
    expect(english.disclosure).toContain("at our hosting provider, Hetzner Online GmbH, Gunzenhausen, Deutschland");
    expect(english.disclosure).toContain("(Art. 28 GDPR)");
    expect(german.disclosure).toContain("bei unserem Hosting-Anbieter Hetzner Online GmbH, Gunzenhausen, Deutschland");
    expect(german.disclosure).toContain("(Art. 28 DSGVO)");
    for (const text of [english, german].flatMap((words) => Object.values(words)))
      expect(text).not.toMatch(/ourselves|selbst/);
  });
});

describe("privacy policy, on what rests on which law", () => {
  it("puts staff data on Art. 6(1)(b) and (f) GDPR, no longer on § 26 BDSG (CJEU C-34/21)", () => {
    for (const text of [JSON.stringify(en), JSON.stringify(de)]) {
      expect(text).not.toMatch(/§ 26 BDSG|Section 26 BDSG|Art\. 88/);
    }
    expect(JSON.stringify(en)).toContain("needs a personal access to the back office (Art. 6(1)(b) GDPR)");
    expect(JSON.stringify(de)).toContain(
      "einen persönlichen Zugang zum Backoffice braucht (Art. 6 Abs. 1 lit. b DSGVO)",
    );
  });

  it("argues web-font and first-visit narrowly under § 25(2) no. 2 TDDDG, each by what it does", () => {
    expect(JSON.stringify(en)).toMatch(/That holds for the two entries[^"]*`web-font`[^"]*`first-visit`/);
    expect(JSON.stringify(de)).toMatch(/Das gilt auch für die beiden Einträge[^"]*`web-font`[^"]*`first-visit`/);
  });
});

describe("privacy policy, on the back office's own e-mails (issue 47)", () => {
  it("names the assignment e-mail, what it holds and that it can be turned off, in both languages", () => {
    expect(JSON.stringify(en)).toContain("You can turn these emails off on your account page");
    expect(JSON.stringify(de)).toContain("Diese E-Mails können Sie auf Ihrer Kontoseite abbestellen");
  });
});

describe("privacy policy, on the weekly digest (issue 48)", () => {
  it("names the digest, what it holds, that each person turns it on and how to turn it off, in both languages", () => {
    expect(JSON.stringify(en)).toContain("If you turn on the weekly digest on your account page");
    expect(JSON.stringify(en)).toContain("It is off until you turn it on, and you turn it off on the same page");
    expect(JSON.stringify(de)).toContain("Schalten Sie auf Ihrer Kontoseite die Wochenübersicht ein");
    expect(JSON.stringify(de)).toContain(
      "Die Wochenübersicht ist standardmäßig ausgeschaltet; auf derselben Seite schalten Sie sie ein und wieder aus",
    );
  });
});
