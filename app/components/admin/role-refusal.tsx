/**
 * A page of the back office the operator's role does not include (403). The layout's middleware refuses it
 * before any loader runs, so React Router shows the root's error boundary: what it needs comes with the
 * refusal itself, in the page's language, and this view imports no copy (it ships with every page's root).
 */
export type RoleRefusal = {
  refused: "role";
  lang: "en" | "de";
  title: string;
  body: string;
  home: { href: string; label: string };
};

export function isRoleRefusal(value: unknown): value is RoleRefusal {
  return typeof value === "object" && value !== null && (value as { refused?: unknown }).refused === "role";
}

export function RoleRefusalScreen({ refusal }: { refusal: RoleRefusal }) {
  return (
    <main id="main" lang={refusal.lang} className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">{refusal.title}</h1>
      <p className="mt-3 mb-6 text-slate-600">{refusal.body}</p>
      <a
        href={refusal.home.href}
        className="inline-flex rounded-lg bg-indigo-700 px-4 py-2 font-semibold text-white hover:bg-indigo-800"
      >
        {refusal.home.label}
      </a>
    </main>
  );
}
