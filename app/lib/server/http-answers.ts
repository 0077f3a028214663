import de from "#app/content/http-answers/de.ts";
import en from "#app/content/http-answers/en.ts";
import type { HttpAnswersCopy } from "#app/content/http-answers/types.ts";
import type { Locale } from "#app/i18n/locales.ts";

/** Both languages at once: the server picks by path, per request (a few short lines, no page weight). */
export const httpAnswers: Record<Locale, HttpAnswersCopy> = { en, de };
