import { Link } from "react-router";
import { homePath } from "#app/i18n/paths.ts";
import { useSite } from "#app/components/site-context.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";

type StatusScreenProps = { code: string; heading: string; description: string; homeLink: string };

function StatusScreen({ code, heading, description, homeLink }: StatusScreenProps) {
  const { locale } = useSite();
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-24 text-center">
      <p aria-hidden="true" className="text-7xl font-extrabold text-indigo-700 sm:text-8xl">
        {code}
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{heading}</h1>
      <p className="mt-4 text-lg text-slate-600">{description}</p>
      <Link to={homePath(locale)} className={buttonClasses("primary", "lg", "mt-8")}>
        {homeLink}
      </Link>
    </section>
  );
}

export function NotFoundScreen() {
  const { site } = useSite();
  return <StatusScreen code="404" {...site.notFound} />;
}

export function ErrorScreen() {
  const { site } = useSite();
  return <StatusScreen code="500" {...site.error} />;
}
