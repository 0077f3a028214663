/**
 * The blog's paths as the HTTP shell treats them: the publishing blog's JSON API takes changes only from our own
 * pages, no larger than what they carry; the demo blog's posts made in a browser share one pre-rendered page.
 */
import adminDe from "#app/content/blog-admin/de.ts";
import adminEn from "#app/content/blog-admin/en.ts";
import { locales } from "#app/i18n/locales.ts";
import { blogPostShellPath, routeId } from "#app/i18n/pages.ts";
import { IMAGE_MAX_BYTES, IMAGE_UPLOAD_PATH } from "#app/lib/blog/post-images.ts";
import type { PathPolicy, Refusal, WriteGuard } from "#app/lib/server/http-policy.ts";

export const isBlogApiPath = (pathname: string) => pathname.startsWith("/api/blog/");

/**
 * The policy of a path of the blog's API; `afterWrite` runs once a change passed the shell's checks and was
 * answered; `admitEditor` says, before the body is read, whether the request comes from an editor (every path
 * but the sign-in's, whose body is what makes one).
 */
export function blogApiPolicy(
  pathname: string,
  afterWrite: () => void,
  admitEditor: NonNullable<WriteGuard["admit"]>,
): PathPolicy {
  const admit = pathname === "/api/blog/session" ? undefined : admitEditor;
  return {
    private: false,
    writeMethods: ["POST", "PATCH", "DELETE"],
    allow: "GET, HEAD",
    guard: { bodyLimit: blogBodyLimit(pathname), refusal: blogRefusal, afterWrite, admit },
  };
}

/**
 * What a request body to the blog's API may weigh, by what it carries: an import of a browser's posts, one post
 * (100,000 characters, JSON-escaped), a sign-in, an image (10 MB, its bytes as they are).
 */
function blogBodyLimit(pathname: string): number {
  if (pathname === IMAGE_UPLOAD_PATH) return IMAGE_MAX_BYTES;
  if (pathname === "/api/blog/import") return 8 * 1024 * 1024;
  if (pathname.startsWith("/api/blog/posts") || pathname === "/api/blog/working-copy") return 1024 * 1024;
  if (pathname === "/api/blog/session") return 8 * 1024;
  return 64 * 1024;
}

/** JSON with a message in the dialog's language (`?lang=`), as every other answer of the API. */
function blogRefusal(reason: Refusal, url: URL): Response {
  const { api } = url.searchParams.get("lang") === "de" ? adminDe : adminEn;
  const tooLarge = url.pathname === IMAGE_UPLOAD_PATH ? api.imageTooLarge : api.tooLarge;
  const answers = {
    "cross-site": [api.crossSite, 403],
    "too-large": [tooLarge, 413],
    "control-character": [api.controlCharacter, 400],
  } as const;
  const [message, status] = answers[reason];
  return Response.json({ message }, { status, headers: { "Cache-Control": "no-store" } });
}

/**
 * The pre-rendered page that answers for every post of this route (a post page of one language): a post made
 * in a browser exists only there, and the page fills itself in. Undefined for any other route.
 */
export function blogPostStandIn(route: string): string | undefined {
  const locale = locales.find((each) => route === routeId("blogPost", each));
  return locale && blogPostShellPath(locale);
}
