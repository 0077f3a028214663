import { describe, expect, it } from "vitest";
import de from "#app/content/contact/de.ts";
import en from "#app/content/contact/en.ts";
import { contactLimits, HONEYPOT_FIELD, validateContactRequest, visibleLength } from "#app/lib/contact/schema.ts";

const valid = {
  firstName: "Anna",
  lastName: "Becker",
  company: "Nordlicht Logistik GmbH",
  email: "anna.becker@nordlicht.de",
  phone: "+49 40 555 0123",
  message: "We would like to see revenue by region.",
  privacyPolicy: true,
};

const errorsOf = (input: unknown, messages = en.form.validation) => {
  const result = validateContactRequest(input, messages);
  return result.ok || result.kind !== "invalid" ? undefined : result.fieldErrors;
};

describe("validateContactRequest", () => {
  it("accepts a complete request and trims every text", () => {
    const result = validateContactRequest(
      { ...valid, firstName: "  Anna  ", email: " anna.becker@nordlicht.de " },
      en.form.validation,
    );
    expect(result).toEqual({ ok: true, honeypot: false, request: { ...valid, firstName: "Anna" } });
  });

  it("treats the phone number as optional, also when empty", () => {
    const { phone: _phone, ...withoutPhone } = valid;
    expect(validateContactRequest(withoutPhone, en.form.validation)).toMatchObject({ ok: true });
    const empty = validateContactRequest({ ...valid, phone: "   " }, en.form.validation);
    expect(empty.ok && empty.request.phone).toBeFalsy();
  });

  it("gives SPEC's exact English message for every rule", () => {
    expect(
      errorsOf({
        firstName: "",
        lastName: " ",
        company: "",
        email: "not-an-address",
        message: "too short",
        privacyPolicy: false,
      }),
    ).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      company: "Company name is required",
      email: "Please enter a valid email address",
      message: "Message must be at least 10 characters",
      privacyPolicy: "You must accept the privacy policy",
    });
  });

  it("speaks German with German messages", () => {
    expect(errorsOf({ ...valid, email: "x@", privacyPolicy: false }, de.form.validation)).toEqual({
      email: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
      privacyPolicy: "Bitte bestätigen Sie, dass Sie die Datenschutzerklärung zur Kenntnis genommen haben.",
    });
  });

  it("counts the ten-character minimum after trimming", () => {
    expect(errorsOf({ ...valid, message: "   123456789   " })).toHaveProperty("message");
    expect(errorsOf({ ...valid, message: "1234567890" })).toBeUndefined();
  });

  it("bounds every text field", () => {
    const tooLong = (field: keyof typeof contactLimits, extra = 1) => "x".repeat(contactLimits[field] + extra);
    expect(
      errorsOf({ ...valid, firstName: tooLong("firstName"), company: tooLong("company"), message: tooLong("message") }),
    ).toEqual({
      firstName: "Please use at most 100 characters",
      company: "Please use at most 200 characters",
      message: "Please use at most 5,000 characters",
    });
    expect(errorsOf({ ...valid, phone: tooLong("phone") })).toHaveProperty("phone");
    expect(errorsOf({ ...valid, email: `${"a".repeat(250)}@x.de` })).toHaveProperty("email");
  });

  it("accepts nothing but the real checkbox value for the privacy policy", () => {
    for (const privacyPolicy of ["true", "on", 1, null, undefined]) {
      expect(errorsOf({ ...valid, privacyPolicy })).toHaveProperty("privacyPolicy");
    }
  });

  it("rejects unknown fields and prototype tricks as a client we didn't write", () => {
    expect(validateContactRequest({ ...valid, isAdmin: true }, en.form.validation)).toEqual({
      ok: false,
      kind: "unknown-fields",
    });
    const proto = JSON.parse(`{"__proto__": {"polluted": true}, "firstName": "A"}`);
    expect(validateContactRequest({ ...valid, ...proto }, en.form.validation)).toMatchObject({ ok: false });
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it("rejects what is not an object at all", () => {
    for (const input of [null, [], "text", 42, true]) {
      expect(validateContactRequest(input, en.form.validation)).toEqual({ ok: false, kind: "malformed" });
    }
  });

  it("gives missing or wrongly typed fields their own message, not a generic one", () => {
    expect(errorsOf({ privacyPolicy: true })).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      company: "Company name is required",
      email: "Please enter a valid email address",
      message: "Message must be at least 10 characters",
    });
    expect(errorsOf({ ...valid, firstName: 42, email: ["a@b.de"], phone: 4940555 })).toEqual({
      firstName: "First name is required",
      email: "Please enter a valid email address",
      phone: "We could not take the phone number as sent; please enter it again or leave the field empty",
    });
  });

  it("names the field's own message when a field is missing, in the page's language", () => {
    expect(errorsOf({}, de.form.validation)).toEqual({
      firstName: de.form.validation.firstNameRequired,
      lastName: de.form.validation.lastNameRequired,
      company: de.form.validation.companyRequired,
      email: de.form.validation.emailInvalid,
      message: de.form.validation.messageTooShort,
      privacyPolicy: de.form.validation.privacyPolicyRequired,
    });
  });

  it("flags a filled honeypot but still validates the rest", () => {
    expect(
      validateContactRequest({ ...valid, [HONEYPOT_FIELD]: "https://spam.example" }, en.form.validation),
    ).toMatchObject({
      ok: true,
      honeypot: true,
    });
    expect(validateContactRequest({ ...valid, [HONEYPOT_FIELD]: "" }, en.form.validation)).toMatchObject({
      honeypot: false,
    });
  });
});

describe("visibleLength", () => {
  it("counts what a reader sees: no zero-width or control characters, one space per run of white space", () => {
    expect(visibleLength("\u200B".repeat(12))).toBe(0);
    expect(visibleLength("Hello you!")).toBe(10);
    expect(visibleLength("  Hello \n\n\t you!  ")).toBe(10);
    expect(visibleLength("A\u200D\u2060\uFEFF\u200E\u202EB")).toBe(2);
    expect(visibleLength("Grüße 👋")).toBe(7);
  });
});
