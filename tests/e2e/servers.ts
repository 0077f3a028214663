/**
 * The two servers the end-to-end tests run against (playwright.config.ts starts both): the site as
 * it ships, with the demo blog in the browser, and the same build publishing its blog from a store.
 */
export const port = Number(process.env.E2E_PORT ?? 4173);
export const SITE_DATA_DIR = "test-results/e2e-data";

/** BLOG_STORE=server: tests/e2e/blog-publishing.spec.ts makes its operators in this store. */
export const publishingPort = port + 1;
export const PUBLISHING_DATA_DIR = "test-results/e2e-publishing-data";
export const publishingBaseURL = `http://localhost:${publishingPort}`;

/** nginx in front of the cluster that tests/e2e/cluster.spec.ts starts itself. */
export const clusterPort = port + 2;
export const clusterBaseURL = `http://localhost:${clusterPort}`;
