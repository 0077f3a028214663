import { pageMetaBuilders } from "#app/site/page-meta.ts";
import { providePageMetaBuilders } from "#app/site/page.ts";

// The server builds every document's metadata: the builders are there before the first render (entry.server
// imports this module), while the browser loads them only for client-side navigations (decision 0031).
providePageMetaBuilders(pageMetaBuilders);
