import blogAdminDe from "#app/content/blog-admin/de.ts";
import blogAdminEn from "#app/content/blog-admin/en.ts";
import { formatDateTime } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { listSessions } from "#app/lib/admin/sessions.server.ts";
import { browserFamilies, deviceClasses, type BrowserFamily, type DeviceClass } from "#app/lib/analytics/hits.ts";
import type { AuthorProfile } from "#app/lib/blog/authors.server.ts";
import { imageSrc } from "#app/lib/blog/post-images.ts";
import type { UploadMessages } from "#app/lib/blog/upload-post-image.ts";
import type { ProfileView, SessionView } from "./types.ts";

const pick = ({ imageTooLarge, uploadFailed }: UploadMessages): UploadMessages => ({ imageTooLarge, uploadFailed });

/** The author profile as the form shows it; an empty one for an author who has none yet. */
export function profileView(author: AuthorProfile | null, locale: Locale): ProfileView {
  return {
    displayName: author?.displayName ?? "",
    bio: author?.bio ?? "",
    picture: author?.picture ? { id: author.picture.id, src: imageSrc(author.picture, "webp") } : null,
    // The picture's upload says what went wrong before the server could, in the operator's language.
    uploadMessages: pick((locale === "de" ? blogAdminDe : blogAdminEn).api),
  };
}

type Session = Awaited<ReturnType<typeof listSessions>>[number];

/** The operator's sessions, a device and browser the statistics do not know named "other". */
export function sessionViews(sessions: readonly Session[], locale: Locale): SessionView[] {
  return sessions.map((session) => ({
    id: session.publicId,
    device: (deviceClasses as readonly string[]).includes(session.device) ? (session.device as DeviceClass) : "other",
    browser: (browserFamilies as readonly string[]).includes(session.browser)
      ? (session.browser as BrowserFamily)
      : "other",
    started: formatDateTime(session.createdAt, locale),
    lastSeen: formatDateTime(session.lastSeenAt, locale),
    current: session.current,
  }));
}
