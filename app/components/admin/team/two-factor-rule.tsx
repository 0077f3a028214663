import { Form, useNavigation } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { formatCount, formatPlural } from "#app/i18n/format.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { ChangeNotice } from "./change-notice.tsx";
import { headingClasses, sectionClasses, type Answer, type TwoFactorRule } from "./types.ts";

/** Whether every operator needs a second factor, and how many have none yet. */
export function TwoFactorRuleSection({ rule, answer }: { rule: TwoFactorRule; answer: Answer }) {
  const { copy, locale } = useAdmin();
  const text = copy.team.twoFactor;
  const busy = useNavigation().state === "submitting";
  return (
    <section id="two-factor" aria-labelledby="two-factor-heading" className={sectionClasses}>
      <h2 id="two-factor-heading" className={headingClasses}>
        {text.heading}
      </h2>
      <ChangeNotice answer={answer} />
      <Form
        method="post"
        action="#two-factor"
        className="grid max-w-xl gap-4 rounded-2xl border border-slate-200 bg-surface p-4 shadow-sm sm:p-6"
      >
        <p className="text-sm text-slate-700">{text.intro}</p>
        <input type="hidden" name="intent" value="two-factor" />
        <div className="flex items-start gap-3">
          <input
            id="two-factor-required"
            type="checkbox"
            name="required"
            defaultChecked={rule.required}
            aria-describedby="two-factor-hint"
            className="mt-0.5 size-5 shrink-0 accent-indigo-600"
          />
          <div>
            <label htmlFor="two-factor-required" className="font-semibold text-slate-900">
              {text.label}
            </label>
            <p id="two-factor-hint" className="mt-1 text-sm text-slate-600">
              {text.hint}
            </p>
          </div>
        </div>
        <p className="text-sm text-slate-700">
          {rule.without === 0
            ? text.everyone
            : formatTemplate(formatPlural(rule.without, text.without, locale), {
                total: formatCount(rule.active, locale),
              })}
          {rule.youToo && !rule.required ? ` ${text.youToo}` : null}
        </p>
        <div>
          <button type="submit" disabled={busy} className={buttonClasses("primary", "md")}>
            {text.save}
          </button>
        </div>
      </Form>
    </section>
  );
}
