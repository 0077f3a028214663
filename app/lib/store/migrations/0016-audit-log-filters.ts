import type { Migration } from "#app/lib/store/sql.server.ts";

export default {
  version: 16,
  name: "audit log filters: by person, by action, by date",
  // The audit page filters by operator, by action and by a range of days (issue 47), newest first: each filter,
  // and each pair, has an index that hands its rows over in time order (seq breaks ties), the range of days its
  // last part, so a page and its count read only the rows they show or count (decision 0066).
  sqlite: `
      CREATE INDEX audit_log_at ON audit_log (at, seq);
      CREATE INDEX audit_log_operator ON audit_log (operator_id, at, seq);
      CREATE INDEX audit_log_action ON audit_log (action, at, seq);
      CREATE INDEX audit_log_operator_action ON audit_log (operator_id, action, at, seq);
    `,
  postgres: `
      CREATE INDEX audit_log_at ON audit_log (at, seq);
      CREATE INDEX audit_log_operator ON audit_log (operator_id, at, seq);
      CREATE INDEX audit_log_action ON audit_log (action, at, seq);
      CREATE INDEX audit_log_operator_action ON audit_log (operator_id, action, at, seq);
    `,
} satisfies Migration;
