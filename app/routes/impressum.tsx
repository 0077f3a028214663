import { loadPage } from "#app/site/page.server.ts";
import { staticPage } from "#app/site/static-page.tsx";
import type { Route } from "./+types/impressum";

// German only: a legal notice in the sense of German law has no English twin.
export const loader = ({ url }: Route.LoaderArgs) => loadPage("impressum", url);

// The whole page is static content (decision 0031): it hydrates as the server's HTML, without its code or copy.
const page = staticPage("impressum", {
  parts: {
    ImpressumContent: () => import("#app/components/impressum-content.tsx").then((module) => module.ImpressumContent),
  },
});
export const { clientLoader, meta, handle } = page;
export default page.Page;
