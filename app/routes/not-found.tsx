import { data } from "react-router";
import { NotFoundScreen } from "#app/components/not-found-screen.tsx";
import siteDe from "#app/content/site/de.ts";
import siteEn from "#app/content/site/en.ts";
import { localeFromPath } from "#app/i18n/paths.ts";
import type { Route } from "./+types/not-found";

/** Any path no page claims: the not-found screen in the path's language, with a real 404. */
export function loader({ url }: Route.LoaderArgs) {
  const site = localeFromPath(url.pathname) === "de" ? siteDe : siteEn;
  return data(
    {
      meta: [{ title: site.notFound.metaTitle }, { name: "robots", content: "noindex" }],
    },
    { status: 404 },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function NotFoundPage() {
  return <NotFoundScreen />;
}
