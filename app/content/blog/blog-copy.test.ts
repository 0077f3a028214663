import { describe, expect, it } from "vitest";
import adminDe from "#app/content/blog-admin/de.ts";
import adminEn from "#app/content/blog-admin/en.ts";

/** The e2e specs run the administrator's changes in English only; what German shows instead is checked here. */
describe("the administrator's toasts", () => {
  it("say in English what SPEC says", () => {
    expect(adminEn.toasts.loginFailed).toEqual({
      title: "Login failed",
      description: "Invalid administrator password.",
    });
    expect(adminEn.toasts.loginSuccess).toEqual({
      title: "Login successful",
      description: "You now have administrator access.",
    });
    expect(adminEn.toasts.loggedOut.title).toBe("Logged out");
    expect(adminEn.toasts.created).toEqual({
      title: "Success!",
      description: "Your blog post was published successfully.",
    });
    expect(adminEn.toasts.updated.title).toBe("Updated!");
    expect(adminEn.toasts.deleted.title).toBe("Deleted");
  });

  it("have a German version of every toast, none of them left in English", () => {
    for (const [key, toast] of Object.entries(adminDe.toasts)) {
      const english = adminEn.toasts[key as keyof typeof adminEn.toasts];
      expect(toast.title, key).not.toBe("");
      expect(toast.description, key).not.toBe(english.description);
    }
  });
});
