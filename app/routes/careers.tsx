import { loadPage } from "#app/site/page.server.ts";
import { staticPage } from "#app/site/static-page.tsx";
import type { Route } from "./+types/careers";

export const loader = ({ url }: Route.LoaderArgs) => loadPage("careers", url);

// The whole page is static content (decision 0031): it hydrates as the server's HTML, without its code or copy;
// its buttons open the contact popup through the static content's clicks.
const page = staticPage("careers", {
  parts: {
    CareersContent: () => import("#app/components/careers-content.tsx").then((module) => module.CareersContent),
  },
});
export const { clientLoader, meta, handle } = page;
export default page.Page;
