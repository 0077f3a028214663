import type { Migration } from "#app/lib/store/sql.server.ts";

export default {
  version: 15,
  name: "audit log filters: by person, by action, by date",
  // The audit page filters by operator, by action and by a range of days (issue 47), newest first by seq: each
  // filter has an index that hands its rows over in that order, the days an index on the time.
  sqlite: `
      CREATE INDEX audit_log_operator ON audit_log (operator_id, seq);
      CREATE INDEX audit_log_action ON audit_log (action, seq);
      CREATE INDEX audit_log_at ON audit_log (at);
    `,
  postgres: `
      CREATE INDEX audit_log_operator ON audit_log (operator_id, seq);
      CREATE INDEX audit_log_action ON audit_log (action, seq);
      CREATE INDEX audit_log_at ON audit_log (at);
    `,
} satisfies Migration;
