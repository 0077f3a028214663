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

const address = addressLines("en").join("\n");
const privacyMail = `[${company.privacyEmail}](mailto:${company.privacyEmail})`;
const phone = `[${company.phone.display}](tel:${company.phone.dial})`;

/** Where the site and its database run, as this deployment is configured (COMPANY_FILE's `hosting`). */
export function hostingText(hosting: Hosting): { servers: string; disclosure: string } {
  if (hosting.kind === "own")
    return {
      servers: "on servers we operate ourselves",
      disclosure:
        "We host this website and the contact database ourselves, so no hosting provider or content delivery network receives your data.",
    };
  return {
    servers: "on servers our hosting provider operates for us",
    disclosure: `This website and its database run at our hosting provider, ${hosting.name}, ${hosting.seat}. The provider processes the data only on our behalf and as we instruct, under a data processing agreement we have concluded with it (Art. 28 GDPR). No content delivery network receives your data.`,
  };
}

const hostedAt = hostingText(company.hosting);

/** Who receives the notification of a new request, as this deployment sends it (NOTIFICATION_RECIPIENTS). */
export function notificationRecipientsText(recipients: string[]): string {
  const intro =
    "**Notifying our sales team.** When a request arrives, our server emails its details to our sales team's inbox and, if we have set one up, sends them to another system our team uses, such as a CRM or a chat channel.";
  if (recipients.length === 0)
    return `${intro} We run that inbox and that system ourselves, in the EU/EEA; no service provider receives these notifications.`;
  return `${intro} For this we use the following service providers as processors on our behalf (Art. 28 GDPR):
${recipients.map((recipient) => `- ${recipient}`).join("\n")}

Where one of them is based outside the EU/EEA, the transfer relies on an adequacy decision of the European Commission or on standard contractual clauses (Art. 45 and 46 GDPR); you can ask us for a copy of these safeguards.`;
}

/**
 * Where the questions our staff type into Ask go (ASK_MODEL_HOST, decision 0045): nowhere, or to a language model
 * on another host, which the policy then names.
 */
export function askModelText(host: string): string {
  const intro =
    "**Questions in our back office.** Our staff can ask questions about our visit statistics and the contact requests we have received in plain language. Our server interprets them itself; the audit log keeps how it understood a question, never the words typed.";
  if (!host) return `${intro} These questions are sent to no one.`;
  return `${intro} A question our server cannot interpret itself is sent to a language model at \`${host}\`, which only proposes how to understand it. It receives the question as typed, which may contain a name if one was typed, and a description of the figures we keep; never a stored contact request. We use this service as a processor on our behalf (Art. 28 GDPR). Where it is based outside the EU/EEA, the transfer relies on an adequacy decision of the European Commission or on standard contractual clauses (Art. 45 and 46 GDPR).`;
}

export default {
  meta: {
    title: "Privacy Policy | Conversational BI",
    description:
      "How Conversational BI GmbH handles personal data on this website: contact requests, our own cookieless visit statistics, abuse protection, browser storage, no third-party services on the pages.",
  },
  heading: "Privacy Policy",
  lead: "What this website does with your personal data, and what it doesn't do.",
  lastUpdated: { label: "Last updated:", date: PRIVACY_POLICY_UPDATED },
  contentsLabel: "Contents",
  sections: [
    {
      id: "introduction",
      title: "Introduction",
      body: `This policy explains how ${company.name} ("we", "us") processes personal data when you visit this website or send us a request through it. We are the controller within the meaning of the EU General Data Protection Regulation (GDPR):

${address}
Email: ${privacyMail}

We have not appointed a data protection officer, because we are not required to (Art. 37 GDPR; Section 38 of the German Federal Data Protection Act, BDSG). Please bring any question or concern about data protection directly to us: by email to the address above, by post or by phone at ${phone}.

The short version: we store what you type into our contact form, ${hostedAt.servers}. Our server processes your IP address to deliver the pages to you and to fend off abuse; for abuse protection it keeps the address for at most 15 minutes. Visitors get no cookies, and our pages load nothing from third parties. For our own visit statistics, our server counts page views itself, without cookies and in a way that recognizes no one from one day to the next (see [Visit statistics](#visit-statistics)).

When companies use the Conversational BI service itself, we process the data they connect on their behalf under a data processing agreement (Art. 28 GDPR). That processing is governed by the agreement, not by this policy.`,
    },
    {
      id: "information-we-collect",
      title: "Information we collect",
      body: `**When you visit a page.** Your browser sends us the technical data every web request contains: IP address, date and time, the page requested, referrer and browser identification. Our server needs them to deliver the page. For each request it writes a log line with the method, path, status code, a random request ID and the time taken; the line contains no IP address, referrer or browser identification. We build no profiles. The server also counts the page view for our [visit statistics](#visit-statistics).

**To prevent abuse.** So that nobody can flood the contact form or the sign-in to our internal back office with requests or try out passwords, the server limits how often the same IP address may use them within a short time. To do so, it stores the IP address (for IPv6, only the /64 network it belongs to) with the time of the request: in memory or, when several of our servers share one database, in that database, for at most 15 minutes. The form for a forgotten back-office password is limited the same way, and also per email address typed into it: that address is kept with the time of the request for at most one hour.

**When you send a contact or demo request.** We store what you enter in the [contact form](${homeAnchorHref("en", "contact")}): first and last name, company, email address, phone number (optional), your message and your confirmation that you have read this policy, together with the time we received it and the language of the page you sent it from. Your name, company, email address and message are required: without them we cannot answer you, and the form will not send. Your phone number is optional. The request is stored in a database ${hostedAt.servers}. If you send the form without JavaScript and the server cannot accept it, for example because a field is missing, it holds what you entered for at most ten minutes, so that the page can show it to you again for correction. While our team works on your request, it adds notes to it and a history of its handling: who on our team looked after it, which status it has, when we exported its data or were asked to erase it, and whether our internal notification reached our sales team. This history is stored with your request, is part of what we send you when you ask for access, and is deleted with it.

**In your browser.** Some features remember settings in your browser's local or session storage. This data stays on your device; it is never sent to us.
- \`preferred-language\` (local storage): the language you chose in the language switcher.
- \`theme\` (local storage): the color scheme you chose in the page header (light, dark or as your system). The entry exists only once you choose.
- \`blog-posts\` (local storage): the blog keeps its sample posts, and any post you write, in your browser. Should that entry ever be unreadable, it is set aside under \`blog-posts-backup\` rather than deleted.
- \`admin-auth\` (local storage): whether you have logged in to the blog's administrator mode.
- \`web-font\` (local storage): the address of our typeface's file once your browser holds it in its cache, so that the following pages show text in it from the start instead of redrawing it after a moment. It holds nothing about you, only which file of ours your browser already has.
- \`blog-editor-drafts\` (local storage, our staff only): a blog post that our back office's editor could not save, for example while the network was down, kept until it is saved.
- \`first-visit\` (session storage): marks that you have already been greeted in this browser session, so that the greeting does not come back on every page, as a closed notice stays closed; your browser deletes it when the session ends.
- \`scroll-positions\` (session storage): where you had scrolled to on the pages of this tab, so that the back button returns you there; your browser deletes it when the session ends.

**Cookies.** This website sets no cookies for visitors. Only our staff get a sign-in cookie when they sign in to the internal back office. It stays stored after the browser is closed and expires when they sign out, after eight hours without activity, or after seven days at the latest. While it exists, the visit statistics don't count page views from that browser, so our own team doesn't skew the numbers. Staff who use two-factor sign-in also get a cookie for the step between password and code, which expires after five minutes.

**If you work in our back office.** If you have access to our internal back office, we store your email address, your role, a hash of your password (never the password itself) and, once you turn on two-factor sign-in, the key your authenticator app shares with our server and hashes of your recovery codes. For each of your sessions we store when it began and when it was last used, and the device class and browser family derived from the browser identification; never the IP address or the full browser identification.

The audit log records who signed in, invited someone, changed a role or a lead, exported or deleted something, and when; our server deletes its entries after ${AUDIT_RETENTION_DAYS} days. A lead's history shows which team member wrote a note, changed its status or took it on, with their email address, for as long as the lead is kept.

An invitation keeps the invited email address, the role and only a hash of its link; the link itself waits in our outgoing mail only until the email has been sent. Our server deletes the invitation, with the record of its email, ${INVITATION_RETENTION_DAYS} days after it was used, withdrawn or expired.

If you write for our blog, your author profile keeps the name, the few words about you and the picture you give it; they appear publicly with every post you write, and stay with those posts after your account ends until you or we change them. Every image uploaded for the blog, your picture included, is stored without the metadata it carried (such as where and with which camera it was taken).

You get an email from us when you ask for a new password, when an owner of the team sends you a link for one, and when your two-factor sign-in is turned off. We write in the language you last used to sign in or set a password, which we store for that purpose. A link to set a new password is kept only as a hash, together with whom it is for, who sent it and when it was used. We keep these details until one day after the link's one hour of validity has ended. The link itself waits in our outgoing mail only until the email has been sent.

When a colleague makes you the owner of a contact request, we email you, in the same language, the name of the person who sent the request, their company and a link to it. You can turn these emails off on your account page, where we keep that choice.

If you turn on the weekly digest on your account page, we email you every Monday last week's figures from the visit statistics, in the language you last used to sign in. It shows visitors, demo requests, conversion rate, the sites visitors came from and the blog posts read most, each against the week before; it names no individual visitor or contact request. We store when you turned the digest on, and one record per week of what was sent to you. It is off until you turn it on, and you turn it off on the same page.

When your access ends, we deactivate your account; our server deletes it ${DEACTIVATED_ACCOUNT_RETENTION_DAYS} days later, by when the leads and audit entries that name it have been deleted too. We process these data because the work you do under your employment contract needs a personal access to the back office (Art. 6(1)(b) GDPR), and on the basis of our legitimate interest in protecting the data entrusted to us and in being able to trace who did what with it (Art. 6(1)(f) GDPR).

**While you write for our blog.** The back office's editor saves what you type every few seconds as a working copy in our database; only you can see it. That way nothing is lost if the page closes. This working copy is never published. We delete it when you save the post or discard the working copy, when the post is deleted, or after 30 days at the latest. While you have a post open, the editor tells our server every 20 seconds; colleagues who open the same post see your author profile's name (or your email address) and when you were last there. A minute after you leave the post, the editor shows none of it any more; our server deletes these entries after a day.

**What we don't do.** This website contains no third-party analytics, tracking pixels, advertising or social media plug-ins; how we count visits ourselves is explained under [Visit statistics](#visit-statistics). Scripts, styles, fonts and images all come from our own server. The links to our profiles on X and LinkedIn are ordinary links: nothing is loaded from those networks until you click one, and from then on their own privacy policies apply.

# Visit statistics {#visit-statistics}

We added this part of the policy on November 24, 2026.

**What we count.** To learn how our website is used, our server counts page views itself. It uses the requests your browser makes anyway to load our pages: the request for a page itself, and the data request a page makes when you follow a link within the site. For each page view it records:
- the time (to the minute), the page and its language,
- the host name of the website you came from, never its full address,
- the campaign parameters \`utm_source\`, \`utm_medium\` and \`utm_campaign\`, if the link you followed carries them,
- your device class (phone, tablet or desktop) and your browser family (such as Chrome, Firefox or Safari), both derived from your browser identification (User-Agent),
- a visitor code (see below).

If you request a page that does not exist, the server counts the path you requested, so that we can find broken links. When you send us a contact or demo request and it is stored, the server counts this as a conversion.

**The visitor code.** To count visitors without recognizing anyone, the server forms a visitor code: a keyed hash (HMAC) of your IP address (for IPv6, only its /64 network), your browser identification and the address of our website. The key is random and belongs to one calendar day (Berlin time): the server creates it when the day's first page view is counted and deletes it when it sums up that day (see below). The code lets us count a visitor once per day and link a demo request to the pages viewed on the same day. It does not let us recognize anyone from one day to the next, and nobody, including us, can recover the IP address from it. For the statistics we never store your IP address, your full browser identification or the query string of the address (the part after the \`?\`, apart from the three campaign parameters).

**After each day, only totals remain.** 10 to 20 minutes after a day ends (or as soon as our server starts again, if it was not running then), our server adds up that day's counted events into daily totals and removes the visitor code from every event of that day, including the event of a demo request. From then on, no page view of that day can be linked to another page view or to a demo request, so no contact request can be traced back to the pages its sender viewed. The daily totals are numbers per page, entry page, language, referring website, campaign, device, hour and page not found, and numbers of visits that share the same entry page, language, referring website, campaign and device (with the pages those visits viewed); they contain no visitor code and no time of day beyond the hour.

**No cookies, no third parties.** The counting sets no cookie, stores nothing on your device and reads nothing from it beyond what your browser sends with every request anyway; our pages load no script or pixel for it. Section 25 of the German Telecommunications Digital Services Data Protection Act (TDDDG) therefore does not require your consent. No third party is involved: the statistics are kept in our own database. Requests from known bots are counted only as a number per day, and staff signed in to our back office are not counted at all.

**Purpose and legal basis.** The statistics tell us how our website is used and whether it works: how visitors find us, which pages help them and how many ask for a demo. We use this to improve the website. The legal basis is our legitimate interest in doing so, Art. 6(1)(f) GDPR.

**Storage period.** We keep the individual counted events for ${ANALYTICS_RETENTION_DAYS} days and the daily totals calculated from them for 25 months; then our server deletes both automatically. It checks every 10 minutes, and it keeps doing so when we turn the visit statistics off: what was counted before is deleted on the same schedule.

**Your objection.** You object to the visit statistics through your browser (see also [Your rights](#your-rights)): if it sends the Global Privacy Control signal (\`Sec-GPC: 1\`) or "Do Not Track" (\`DNT: 1\`), we count your page view only as an anonymous view of the page, without a visitor code, referring website or campaign.`,
    },
    {
      id: "how-we-use-information",
      title: "How we use your information",
      body: `We use the details of your contact request only to answer it: to reply to your questions, arrange a demo with your data or prepare an offer. The legal basis is Art. 6(1)(b) GDPR where your request concerns a possible contract, and otherwise our legitimate interest in answering inquiries, Art. 6(1)(f) GDPR.

We process the technical data of page requests and the briefly stored IP addresses to deliver the website and to protect it against abuse, again on the basis of our legitimate interest (Art. 6(1)(f) GDPR). Purpose, legal basis and storage period of our visit statistics are set out under [Visit statistics](#visit-statistics).

The entries in your browser's storage serve only features you use on this site, such as your language choice or the blog; the back office's sign-in cookie serves only to keep our team signed in. Storing them is strictly necessary to provide those features and therefore permitted without consent under Section 25(2) no. 2 of the German Telecommunications Digital Services Data Protection Act (TDDDG). That holds for the two entries that only decide how a page you opened is shown, too: \`web-font\` lets the page draw its text once, in its typeface, rather than twice, and \`first-visit\` keeps a greeting from being repeated, as any site remembers that a notice was closed. Neither holds anything about you, neither is sent to us, and neither is read for any other purpose.

When a request arrives, our server notifies our sales team so that someone answers you quickly; who receives that notification is set out under [Disclosure of your information](#disclosure).

We keep a contact request for ${LEAD_RETENTION_DAYS} days after we received it; then our server deletes it automatically in its daily cleanup, together with the records of its internal notification. We delete it sooner when you ask us to. Where a request leads to a contract, we keep the correspondence for as long as commercial and tax law require (up to ten years).

We make no automated decisions about you within the meaning of Art. 22 GDPR.`,
    },
    {
      id: "disclosure",
      title: "Disclosure of your information",
      body: `We do not sell your data, and we do not pass it on for advertising.

${hostedAt.disclosure} Within our company, only the people who handle your request can see it.

${notificationRecipientsText(NOTIFICATION_RECIPIENTS)}

${askModelText(ASK_MODEL_HOST)}

We disclose personal data to public authorities only where the law obliges us to. Beyond that, we do not transfer your data to countries outside the EU/EEA.`,
    },
    {
      id: "security",
      title: "Data security",
      body: `Every connection to this website is encrypted (HTTPS). A strict content security policy keeps foreign scripts from running on our pages. Access to stored contact requests is limited to staff whose role includes them, each with an individual account that can be protected by a second factor; sign-ins, exports, changes and deletions are logged.

No transmission over the internet is entirely without risk, but we review and improve these measures as technology develops.`,
    },
    {
      id: "your-rights",
      title: "Your rights",
      body: `Under the GDPR you have the right:
- to access the personal data we hold about you (Art. 15),
- to have incorrect data corrected (Art. 16),
- to have your data erased (Art. 17) or its processing restricted (Art. 18),
- to receive your data in a common, machine-readable format (Art. 20).

To exercise these rights, a short message to ${privacyMail} is enough. We handle your request for you as a person, not for one contact request: everything we keep under your email address is included, however often you wrote to us. An access request is answered with all of it in one file, in the language you wrote to us in; an erasure removes all of it at once. We answer within one month of receiving your request (Art. 12(3) GDPR) and note the request, the day we received it and the day we answered, without your email address once your data is erased. You also have the right to lodge a complaint with a supervisory authority (Art. 77 GDPR). The authority responsible for us is:

Der Hamburgische Beauftragte für Datenschutz und Informationsfreiheit (Hamburg Commissioner for Data Protection and Freedom of Information)
Ludwig-Erhard-Straße 22
20459 Hamburg, Germany

You can remove everything this website keeps in your browser at any time by clearing the site data in your browser's settings.

# Your right to object under Art. 21 GDPR

**Where we process your data on the basis of our legitimate interest (Art. 6(1)(f) GDPR), you may object to this processing at any time on grounds relating to your particular situation.** This applies in particular to handling requests that are not aimed at a contract, to the technical data and IP addresses we process to prevent abuse, and to our visit statistics.

Once you object, we no longer process this data unless we can demonstrate compelling legitimate grounds for the processing that override your interests, rights and freedoms, or the processing serves the establishment, exercise or defense of legal claims. Your objection needs no particular form; an email to ${privacyMail} is enough. The visit statistics are the exception: they hold no names or email addresses, and our server cannot tell which page views are yours, so we could not act on an objection sent by email. Object to the statistics through your browser instead, as described in the next paragraph.

You object to the visit statistics by automated means (Art. 21(5) GDPR): if your browser sends the Global Privacy Control signal (\`Sec-GPC: 1\`) or "Do Not Track" (\`DNT: 1\`), we treat this as your objection and count your page views only as anonymous views of the page, without a visitor code, referring website or campaign. Many browsers offer these signals in their privacy settings, others through an extension.`,
    },
    {
      id: "contact",
      title: "Contact us",
      body: `If you have questions about this policy or about how we handle your data, please contact us:

${address}
Email: ${privacyMail}`,
    },
  ],
} satisfies PrivacyPolicyContent;
