import { Compass, TriangleAlert, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { homePath } from "#app/i18n/paths.ts";
import { useCopy, useSite } from "#app/components/site-context.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";

type StatusScreenProps = {
  icon: LucideIcon;
  heading: string;
  description: string;
  homeLink: string;
};

/** The heading carries the status ("404 Page Not Found"); the picture above it only sets the mood. */
function StatusScreen({ icon: Icon, heading, description, homeLink }: StatusScreenProps) {
  const { locale } = useSite();
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-24 text-center">
      <span className="grid size-16 place-items-center rounded-2xl bg-indigo-50 text-indigo-700 ring-1 ring-indigo-100">
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">{heading}</h1>
      <p className="mt-4 text-lg text-slate-600">{description}</p>
      <Link to={homePath(locale)} className={buttonClasses("primary", "lg", "mt-8")}>
        {homeLink}
      </Link>
    </section>
  );
}

export function NotFoundScreen() {
  return <StatusScreen icon={Compass} {...useCopy("site-extras").notFound} />;
}

export function ErrorScreen() {
  return <StatusScreen icon={TriangleAlert} {...useCopy("site-extras").error} />;
}
