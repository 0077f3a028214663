import { loadPage } from "#app/site/page.server.ts";
import { staticPage } from "#app/site/static-page.tsx";
import type { Route } from "./+types/about";

export const loader = ({ url }: Route.LoaderArgs) => loadPage("about", url);

// The whole page is static content (decision 0031): it hydrates as the server's HTML, without its code or copy.
const page = staticPage("about", {
  parts: { AboutContent: () => import("#app/components/about-content.tsx").then((module) => module.AboutContent) },
});
export const { clientLoader, meta, handle } = page;
export default page.Page;
