interface ImportMetaEnv {
  /** Set at build time by vite.config.ts from the environment variable of the same name. */
  readonly BLOG_ADMIN_PASSWORD?: string;
  /** Set at build time by vite.config.ts: the retention period the privacy policy states (LEAD_RETENTION_DAYS). */
  readonly LEAD_RETENTION_DAYS?: number;
  /** Likewise for the visit statistics' raw events (ANALYTICS_RETENTION_DAYS). */
  readonly ANALYTICS_RETENTION_DAYS?: number;
  /** Likewise for the back office's audit log (AUDIT_RETENTION_DAYS). */
  readonly AUDIT_RETENTION_DAYS?: number;
  /** Who receives lead notifications besides us, as the privacy policy names them (PRIVACY_NOTIFICATION_RECIPIENTS). */
  readonly PRIVACY_NOTIFICATION_RECIPIENTS?: string;
  /** The host of ASK_LLM_URL the privacy policy names, "" when unset or on this machine (app/lib/ask/model-host.ts). */
  readonly ASK_LLM_HOST?: string;
  /** The company's particulars (COMPANY_FILE, read through app/lib/company-particulars.ts). */
  readonly COMPANY_PARTICULARS?: import("#app/content/company.ts").CompanyParticulars;
}
