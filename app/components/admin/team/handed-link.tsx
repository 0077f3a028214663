import { controlClasses, FormField } from "#app/components/ui/form-field.tsx";
import { cn } from "#app/lib/cn.ts";

/**
 * A one-time link the owner hands on themselves, where the site sends no e-mail (an invitation, a way back in for a
 * member): what happened, and the whole link in a read-only field that selects itself for copying.
 */
export function HandedLink({
  id,
  message,
  label,
  hint,
  link,
  className,
}: {
  id: string;
  message: string;
  label: string;
  hint?: string;
  link: string;
  className?: string;
}) {
  return (
    <div className={cn("rounded-2xl border border-emerald-300 bg-emerald-50 p-4 sm:p-6", className)}>
      <p role="status" className="text-sm font-semibold text-emerald-900">
        {message}
      </p>
      <FormField id={id} className="mt-3" label={label} hint={hint}>
        {(control) => (
          <input
            {...control}
            readOnly
            value={link}
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
            className={controlClasses("font-mono text-sm")}
          />
        )}
      </FormField>
    </div>
  );
}
