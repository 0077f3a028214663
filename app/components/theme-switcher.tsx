import { Monitor, Moon, Sun } from "lucide-react";
import { useId } from "react";
import { useSite } from "#app/components/site-context.tsx";
import { cn } from "#app/lib/cn.ts";
import { chooseTheme, themeChoices, useThemeChoice } from "#app/lib/theme.ts";

const icons = { light: Sun, dark: Moon, system: Monitor } as const;

/**
 * Light, dark or system, as three radio buttons (arrow keys move between them,
 * as with any radio group). In the header only the icons show, each named in
 * the page's language; in the menus the names show too.
 */
export function ThemeSwitcher({ withLabels = false, className }: { withLabels?: boolean; className?: string }) {
  const { site } = useSite();
  const choice = useThemeChoice();
  const name = useId();
  return (
    <fieldset className={cn("min-w-0", className)}>
      <legend className={withLabels ? "mb-3 text-sm font-semibold text-slate-600" : "sr-only"}>
        {site.theme.label}
      </legend>
      <div className={cn("inline-flex gap-1 rounded-xl bg-slate-100 p-1", withLabels && "grid w-full grid-cols-3")}>
        {themeChoices.map((option) => {
          const Icon = icons[option];
          return (
            <label
              key={option}
              title={withLabels ? undefined : site.theme[option]}
              className={cn(
                "flex cursor-pointer items-center justify-center gap-2 rounded-lg text-sm font-medium text-slate-700 hover:text-slate-900",
                "has-[:checked]:bg-surface has-[:checked]:text-indigo-700 has-[:checked]:shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600",
                withLabels ? "h-11 px-3" : "size-8",
              )}
            >
              <input
                type="radio"
                name={name}
                value={option}
                checked={choice === option}
                onChange={() => chooseTheme(option)}
                className="sr-only"
              />
              <Icon aria-hidden="true" className="size-4" />
              <span className={withLabels ? undefined : "sr-only"}>{site.theme[option]}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
