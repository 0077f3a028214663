import type { Migration } from "#app/lib/store/sql.server.ts";

export default {
  version: 2,
  name: "idempotency keys",
  sqlite: `
      ALTER TABLE contact_requests ADD COLUMN idempotency_key TEXT;
      ALTER TABLE contact_requests ADD COLUMN request_fingerprint TEXT;
      CREATE UNIQUE INDEX contact_requests_idempotency_key ON contact_requests (idempotency_key);
    `,
  postgres: `
      ALTER TABLE contact_requests ADD COLUMN idempotency_key text UNIQUE;
      ALTER TABLE contact_requests ADD COLUMN request_fingerprint text;
    `,
} satisfies Migration;
