/** Messages of the contact form's validation, on the client and from the server alike. */
export type ContactValidationMessages = {
  firstNameRequired: string;
  lastNameRequired: string;
  companyRequired: string;
  emailInvalid: string;
  /** Only a client we didn't write can send a phone number that is not text. */
  phoneInvalid: string;
  messageTooShort: string;
  /** A name, company, e-mail or phone number with a line break, a direction override or another control character. */
  singleLine: string;
  privacyPolicyRequired: string;
  /** "{max}" is replaced by the limit, written the language's way. */
  tooLong: string;
};

type FieldCopy = { label: string; placeholder: string };

export type ContactFormCopy = {
  fields: {
    firstName: FieldCopy;
    lastName: FieldCopy;
    company: FieldCopy;
    email: FieldCopy;
    phone: FieldCopy;
    message: FieldCopy;
  };
  optional: string;
  privacyPolicy: { before: string; link: string; after: string; newTab: string };
  required: string;
  submit: string;
  submitting: string;
  success: { title: string; description: string };
  failure: { title: string; fallback: string };
  /** Shown inline when the form was sent without JavaScript (no toast then). */
  errorSummary: string;
  validation: ContactValidationMessages;
};

/** What POST /api/contact answers, in the language of the page the request came from. */
export type ContactApiMessages = {
  malformed: string;
  unknownFields: string;
  invalid: string;
  tooLarge: string;
  /** A control character (NUL, …) in a field (server/input-gate.ts). */
  controlCharacter: string;
  unsupportedType: string;
  crossSite: string;
  rateLimited: string;
  unavailable: string;
  methodNotAllowed: string;
  /** The same Idempotency-Key came with different details (IETF draft: 422). */
  idempotencyConflict: string;
};

export type ContactContent = { form: ContactFormCopy; api: ContactApiMessages };
