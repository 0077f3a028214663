/**
 * The weekly digest of the statistics (issue 48): last week's visitors, demo requests and conversion, the sources
 * that brought the most visitors and the posts read most, each against the week before, a link to the dashboard
 * showing the week and how to turn the digest off; in the operator's language (the one they last signed in with),
 * else German first, then English, in one message (copy: app/content/weekly-digest-email). Composed like the
 * assignment mail: one mailbox, a subject of encoded words, a Message-ID from the outbox row. The figures were
 * counted when the row was made (app/lib/admin/weekly-digest.server.ts); no person is named in them.
 */
import de from "#app/content/weekly-digest-email/de.ts";
import en from "#app/content/weekly-digest-email/en.ts";
import type { WeeklyDigestEmailCopy } from "#app/content/weekly-digest-email/types.ts";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { formatCount, formatDateRange } from "#app/i18n/format.ts";
import { intlLocales, type Locale } from "#app/i18n/locales.ts";
import { encodedWords, isPlainAddress, oneLine } from "#app/lib/notify/email.server.ts";
import type { StaffEmail } from "#app/lib/notify/staff-email.server.ts";
import type { DigestDelivery, DigestFigures, WeekOnWeek } from "#app/lib/notify/outbox.server.ts";
import { escapeMarkup as escapeHtml } from "#app/lib/text/escape-markup.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";

const copies: Record<Locale, WeeklyDigestEmailCopy> = { de, en };

/** "2.5%" or "2,5 %"; a change signed, "+12%" or "−4 %". */
function percent(value: number, locale: Locale, signed = false): string {
  return new Intl.NumberFormat(intlLocales[locale], {
    style: "percent",
    maximumFractionDigits: signed ? 0 : 1,
    signDisplay: signed ? "exceptZero" : "auto",
  }).format(value);
}

const rate = ({ visitors, demoRequests }: Pick<DigestFigures, "visitors" | "demoRequests">, which: keyof WeekOnWeek) =>
  visitors[which] === 0 ? 0 : demoRequests[which] / visitors[which];

/** The three headline figures, each a line: this week, the week before and, for counts, the change. */
function headline(figures: DigestFigures, copy: WeeklyDigestEmailCopy, locale: Locale): string[] {
  const count = (label: string, { week, before }: WeekOnWeek) => {
    const values = { label, week: formatCount(week, locale), before: formatCount(before, locale) };
    // A change from nothing is no percentage.
    if (before === 0) return formatTemplate(copy.figure, values);
    return formatTemplate(copy.figureWithChange, {
      ...values,
      change: percent((week - before) / before, locale, true),
    });
  };
  return [
    count(copy.visitors, figures.visitors),
    count(copy.demoRequests, figures.demoRequests),
    formatTemplate(copy.figure, {
      label: copy.conversion,
      week: percent(rate(figures, "week"), locale),
      before: percent(rate(figures, "before"), locale),
    }),
  ];
}

type Row = { name: string; href?: string; counts: WeekOnWeek };

/** A list under its heading, or the sentence that says it is empty. */
function list(heading: string, empty: string, rows: Row[], copy: WeeklyDigestEmailCopy, locale: Locale) {
  const line = ({ name, counts }: Row) =>
    formatTemplate(copy.row, {
      name,
      week: formatCount(counts.week, locale),
      before: formatCount(counts.before, locale),
    });
  const text = rows.length ? [heading, ...rows.map((row) => `- ${line(row)}`)].join("\n") : `${heading}\n${empty}`;
  const items = rows.map((row) => {
    const values = { week: formatCount(row.counts.week, locale), before: formatCount(row.counts.before, locale) };
    const name = row.href ? `<a href="${escapeHtml(row.href)}">${escapeHtml(row.name)}</a>` : escapeHtml(row.name);
    return `<li>${formatTemplate(escapeHtml(copy.row), { ...values, name })}</li>`;
  });
  const html = `<h2 style="font-size:1.1em">${escapeHtml(heading)}</h2>
${rows.length ? `<ul>\n${items.join("\n")}\n</ul>` : `<p>${escapeHtml(empty)}</p>`}`;
  return { text, html };
}

export function composeWeeklyDigestEmail(
  delivery: DigestDelivery,
  { from, siteOrigin }: { from: string; siteOrigin: string },
): StaffEmail {
  const { email, locale, figures } = delivery.digest;
  // Operators are made with plain addresses only: anything else goes nowhere.
  if (!isPlainAddress(email)) throw new Error("the operator's address is not one plain e-mail address");
  const languages: Locale[] = locale ? [locale] : ["de", "en"];
  const parts = languages.map((language) => {
    const copy = copies[language];
    const week = formatDateRange(figures.week.from, figures.week.to, language);
    const before = formatDateRange(figures.before.from, figures.before.to, language);
    const dashboard = `${siteOrigin}${adminPath("analytics", language)}?range=custom&from=${figures.week.from}&to=${figures.week.to}`;
    const accountLink = `${siteOrigin}${adminPath("account", language)}`;
    const intro = formatTemplate(copy.intro, { week, before });
    const figuresLines = headline(figures, copy, language);
    const sources = list(
      copy.sources,
      copy.noVisits,
      figures.sources.map(({ source, week, before }) => ({ name: source || copy.direct, counts: { week, before } })),
      copy,
      language,
    );
    const posts = list(
      copy.posts,
      copy.noPosts,
      figures.posts.map(({ path, week, before }) => ({
        name: path,
        href: `${siteOrigin}${path}`,
        counts: { week, before },
      })),
      copy,
      language,
    );
    const text = [
      copy.greeting,
      intro,
      figuresLines.join("\n"),
      sources.text,
      posts.text,
      `${copy.dashboard}\n${dashboard}`,
      `${copy.turnOff}\n${accountLink}`,
      `${copy.regards}\n${copy.signature}`,
    ].join("\n\n");
    const link = (href: string) => `<a href="${escapeHtml(href)}">${escapeHtml(href)}</a>`;
    const html = `<div lang="${language}">
<p>${escapeHtml(copy.greeting)}</p>
<p>${escapeHtml(intro)}</p>
<ul>
${figuresLines.map((line) => `<li>${escapeHtml(line)}</li>`).join("\n")}
</ul>
${sources.html}
${posts.html}
<p>${escapeHtml(copy.dashboard)} ${link(dashboard)}</p>
<p>${escapeHtml(copy.turnOff)} ${link(accountLink)}</p>
<p>${escapeHtml(copy.regards)}<br>${escapeHtml(copy.signature)}</p>
</div>`;
    return { text, html, subject: formatTemplate(copy.subject, { week }) };
  });
  return {
    from,
    to: { name: "", address: email },
    subject: encodedWords(oneLine(parts.map((part) => part.subject).join(" / "))),
    text: `${parts.map((part) => part.text).join("\n\n---\n\n")}\n`,
    html: `<!doctype html><html lang="${languages[0]}"><body style="font-family:sans-serif">
${parts.map((part) => part.html).join("\n<hr>\n")}
</body></html>`,
    messageId: `<${delivery.id}@${new URL(siteOrigin).hostname}>`,
    headers: { "Auto-Submitted": "auto-generated" },
  };
}
