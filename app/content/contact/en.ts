import type { ContactContent } from "#app/content/contact/types.ts";

export default {
  form: {
    fields: {
      firstName: { label: "First name", placeholder: "e.g. Jane" },
      lastName: { label: "Last name", placeholder: "e.g. Miller" },
      company: { label: "Company", placeholder: "e.g. Acme Inc." },
      email: { label: "Work email", placeholder: "name@company.com" },
      phone: { label: "Phone", placeholder: "e.g. +1 555 0100" },
      message: { label: "Message", placeholder: "Which questions would you like to ask your data?" },
    },
    optional: "(optional)",
    privacyPolicy: {
      before: "I have read the ",
      link: "privacy policy",
      after: ".",
      newTab: "(opens in a new tab)",
    },
    required: "Required",
    submit: "Request Demo",
    submitting: "Submitting…",
    success: { title: "Success!", description: "Your request has been submitted. We'll be in touch soon." },
    failure: { title: "Something went wrong.", fallback: "Please try again later." },
    errorSummary: "Please check the highlighted fields.",
    validation: {
      firstNameRequired: "First name is required",
      lastNameRequired: "Last name is required",
      companyRequired: "Company name is required",
      emailInvalid: "Please enter a valid email address",
      phoneInvalid: "We could not take the phone number as sent; please enter it again or leave the field empty",
      messageTooShort: "Message must be at least 10 characters",
      singleLine: "Please use a single line, without line breaks or control characters",
      privacyPolicyRequired: "You must accept the privacy policy",
      tooLong: "Please use at most {max} characters",
    },
  },
  api: {
    malformed: "The request could not be read. Please reload the page and try again.",
    unknownFields: "The request contained fields we don't accept. Please reload the page and try again.",
    invalid: "Some fields need your attention.",
    tooLarge: "Your request is too long. Please shorten your message.",
    controlCharacter:
      "Something you entered contains a control character (such as a null byte) that no field accepts. Please remove it and try again.",
    unsupportedType: "The request was sent in a format we don't accept.",
    crossSite: "Requests from other websites are not accepted.",
    rateLimited: "You have sent several requests in a short time. Please wait a few minutes and try again.",
    methodNotAllowed: "This address only accepts contact requests sent by the form.",
    unavailable: "We could not save your request just now. Please try again in a few minutes.",
    idempotencyConflict:
      "This request was already sent with different details. Please reload the page and send it again.",
  },
} satisfies ContactContent;
