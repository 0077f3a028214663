interface ImportMetaEnv {
  /** Set at build time by vite.config.ts from the environment variable of the same name. */
  readonly BLOG_ADMIN_PASSWORD?: string;
}
