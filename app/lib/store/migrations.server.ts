import type { Migration } from "#app/lib/store/sql.server.ts";
import migration1 from "#app/lib/store/migrations/0001-contact-requests.ts";
import migration2 from "#app/lib/store/migrations/0002-idempotency-keys.ts";
import migration3 from "#app/lib/store/migrations/0003-back-office-lead-status-operators-sessions.ts";
import migration4 from "#app/lib/store/migrations/0004-published-blog-posts.ts";
import migration5 from "#app/lib/store/migrations/0005-state-shared-by-several-server-processes.ts";
import migration6 from "#app/lib/store/migrations/0006-first-party-analytics-events-daily-salts.ts";
import migration7 from "#app/lib/store/migrations/0007-operators-as-a-team-roles-deactivation.ts";
import migration8 from "#app/lib/store/migrations/0008-invitation-e-mails-through-the-outbox.ts";
import migration9 from "#app/lib/store/migrations/0009-a-lead-inbox-for-a-team.ts";
import migration10 from "#app/lib/store/migrations/0010-lead-search-at-scale-substring-indexes.ts";
import migration11 from "#app/lib/store/migrations/0011-visit-statistics-visits-summed-up-by.ts";
import migration12 from "#app/lib/store/migrations/0012-blog-revisions-of-posts-a-post.ts";
import migration13 from "#app/lib/store/migrations/0013-blog-media-images-and-their-variants.ts";
import migration14 from "#app/lib/store/migrations/0014-sign-in-alarms-an-e-mail.ts";
import migration15 from "#app/lib/store/migrations/0015-privacy-requests-per-person.ts";
import migration16 from "#app/lib/store/migrations/0016-audit-log-filters.ts";
import migration17 from "#app/lib/store/migrations/0017-lead-search-folds-accents-and-phone-digits.ts";
import migration18 from "#app/lib/store/migrations/0018-blog-working-copies-and-presence.ts";
import migration19 from "#app/lib/store/migrations/0019-password-reset-links.ts";
import migration20 from "#app/lib/store/migrations/0020-assignment-e-mails.ts";
import migration21 from "#app/lib/store/migrations/0021-weekly-digest.ts";
import migration22 from "#app/lib/store/migrations/0022-blog-meta-title-and-description.ts";

/**
 * The schema, one migration at a time, in both dialects: SQLite keeps times as
 * ISO 8601 text (which sorts as the times do), PostgreSQL as timestamptz.
 * Applied in order when the store opens; never edit one that has shipped (not even its white space: the
 * text is what was applied). One file per migration, in migrations/, numbered as its version.
 */
export const migrations: Migration[] = [
  migration1,
  migration2,
  migration3,
  migration4,
  migration5,
  migration6,
  migration7,
  migration8,
  migration9,
  migration10,
  migration11,
  migration12,
  migration13,
  migration14,
  migration15,
  migration16,
  migration17,
  migration18,
  migration19,
  migration20,
  migration21,
  migration22,
];
