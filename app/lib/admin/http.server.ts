/**
 * The back office's paths as the HTTP shell treats them: never cached, never indexed, and every form post
 * from the back office's own pages, no larger than its form.
 */
import adminDe from "#app/content/admin/de.ts";
import adminEn from "#app/content/admin/en.ts";
import type { PathPolicy, Refusal } from "#app/lib/server/http-policy.ts";

const SIGN_IN_BODY = 8 * 1024;
const FORM_BODY = 64 * 1024;

/** The policy of a path under /admin or /de/admin (isAdminPath in app/i18n/admin-pages.ts). */
export function backOfficePolicy(pathname: string): PathPolicy {
  return {
    private: true,
    writeMethods: ["POST"],
    allow: "GET, HEAD",
    guard: { bodyLimit: isSignIn(pathname) ? SIGN_IN_BODY : FORM_BODY, refusal: backOfficeRefusal },
  };
}

// An e-mail address and a password: anything larger is no sign-in.
const isSignIn = (pathname: string) => /^\/(de\/)?admin\/login$/.test(pathname);

/** Plain text in the page's language: a form post without JavaScript shows it as it is. */
function backOfficeRefusal(reason: Refusal, url: URL): Response {
  const german = url.searchParams.get("lang") === "de" || url.pathname.startsWith("/de/");
  const { errors } = german ? adminDe : adminEn;
  const answers = {
    "cross-site": [errors.forbidden, 403],
    "too-large": [errors.tooLarge, 413],
    "control-character": [errors.controlCharacter, 400],
  } as const;
  const [message, status] = answers[reason];
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=UTF-8" } });
}
