/** The author profile's form: the name, the short biography and the picture shown with every post. */
import { data } from "react-router";
import { recordAudit } from "#app/lib/admin/audit.server.ts";
import { may } from "#app/vocabulary/roles.ts";
import { AUTHOR_LIMITS, saveAuthorProfile } from "#app/lib/blog/authors.server.ts";
import { field } from "#app/lib/server/form-fields.ts";
import { formAction } from "#app/lib/server/form.server.ts";
import type { AccountForm } from "./proof.server.ts";
import type { Outcome } from "./types.ts";

// One character over the limit is enough to say the text is too long.
const fields = {
  displayName: field.line(AUTHOR_LIMITS.displayName + 1),
  bio: field.line(AUTHOR_LIMITS.bio + 1),
  picture: field.asTyped(64),
};

export const profileForm: AccountForm = formAction("profile", fields, async (form, { services, operator }) => {
  if (!may(operator.role, "blog")) throw data(null, { status: 403 });
  const { displayName, bio } = form;
  if (displayName.length > AUTHOR_LIMITS.displayName || bio.length > AUTHOR_LIMITS.bio)
    return data({ error: "profileTooLong" } satisfies Outcome, { status: 400 });
  const picture = form.picture || null;
  await saveAuthorProfile(services.db.sql, operator.id, { displayName, bio, picture });
  await recordAudit(services.db.sql, {
    operatorId: operator.id,
    operatorEmail: operator.email,
    action: "profile-change",
    // Whose profile, by address as every change of an operator's account is (never an id the log would take for a lead's).
    target: operator.email,
    details: { picture: picture ? "set" : "none" },
  });
  return { done: "profileSaved" } satisfies Outcome;
});
