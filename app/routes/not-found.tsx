import { data } from "react-router";
import { NotFoundScreen } from "#app/components/not-found-screen.tsx";
import { copyOf } from "#app/registry/copy.ts";
import { localeFromPath } from "#app/i18n/paths.ts";
import type { Route } from "./+types/not-found";

/** Any path no page claims: the not-found screen in the path's language, with a real 404. */
export function loader({ url }: Route.LoaderArgs) {
  return data({ locale: localeFromPath(url.pathname) }, { status: 404 });
}

// Its title is the site's copy, from the copy registry (decision 0028), among what the site shows on demand.
export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [{ title: copyOf("site-extras", loaderData.locale).notFound.metaTitle }, { name: "robots", content: "noindex" }]
    : [];

export default function NotFoundPage() {
  return <NotFoundScreen />;
}
