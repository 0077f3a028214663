import type { PluralForms } from "#app/i18n/format.ts";
import type { PageCopy } from "#app/content/types.ts";

export type ToastCopy = { title: string; description: string };

type FieldCopy = { label: string; error: string };

/**
 * The administrator mode's copy (login, post form, delete confirmation, toasts):
 * the same on the list and on a post page, a content module of its own (copy id `blog-admin`), fetched with the
 * dialogs' code or when a toast needs it: no page needs it before it is live (decision 0031).
 */
export type BlogAdminCopy = {
  close: string;
  login: {
    title: string;
    description: string;
    passwordLabel: string;
    /** Shown while the password is the default one; `{password}` is filled in. */
    hint: string;
    notice: string;
    submit: string;
    pending: string;
    cancel: string;
    required: string;
  };
  postForm: {
    createTitle: string;
    createDescription: string;
    editTitle: string;
    editDescription: string;
    title: FieldCopy;
    author: FieldCopy;
    summary: FieldCopy;
    content: FieldCopy & { hint: string };
    tags: { label: string; hint: string };
    publish: string;
    save: string;
    pending: string;
    cancel: string;
  };
  deletePost: {
    title: string;
    /** `{title}` is the post's title. */
    description: string;
    confirm: string;
    cancel: string;
  };
  /** The publishing blog (BLOG_STORE=server): sign-in with an operator's account, drafts, translations. */
  server: {
    loginDescription: string;
    emailLabel: string;
    /** The delete dialog's description, which in the demo speaks of this browser. */
    deleteDescription: string;
    /** An operator's card of a post visitors cannot see yet (New Post and Edit open the back office's editor). */
    statuses: { draft: string };
    draftBanner: string;
    importTitle: string;
    /** `{count}` posts. */
    /** The banner offering the demo's posts for import: one, or `{count}` of them. */
    importOne: string;
    importOther: string;
    importButton: string;
    imported: ToastCopy;
    /** A post published for a later time (issue 48): never called a draft. `{date}` in Berlin time. */
    scheduled: { badge: string; banner: string };
  };
  /** What the blog's JSON API answers, in the page's language. */
  api: {
    /** The server's answer for a post its store does not hold (the browser's own toast speaks of the browser). */
    notFound: string;
    crossSite: string;
    signIn: string;
    /** The blog's sign-in for an operator with two factors: the code step is the back office's. */
    twoFactorFirst: string;
    /** The owner requires two factors and this operator has none yet: set it up in the back office first. */
    enrolFirst: string;
    /** A signed-in operator whose role does not include the blog (403). */
    notYourRole: string;
    malformed: string;
    invalid: string;
    /** `{max}` characters. */
    tooLong: string;
    tooManyTags: string;
    badStatus: string;
    badTranslation: string;
    /** A slug that is not text, or absurdly long. */
    badSlug: string;
    /** A typed slug another post of the language has, or had: `{slug}`. */
    slugTaken: string;
    /** A cover that names no uploaded image. */
    badCover: string;
    /** Publishing a post with an image that has no alt text. */
    altMissing: string;
    /** The first image of a body without alt text: `{name}` (its file), `{position}` ("2nd", "2."). */
    altMissingImage: string;
    methodNotAllowed: string;
    /** How many minutes to wait after too many failed sign-ins. */
    throttled: PluralForms;
    missingLogin: string;
    invalidLogin: string;
    /** A control character (NUL, …) in a field (server/input-gate.ts). */
    controlCharacter: string;
    tooLarge: string;
    /** A save made on an older revision (409): `{operator}` saved it since. */
    conflict: string;
    /** A publication time that is no time. */
    badPublishAt: string;
    /** An upload over 10 MB (refused before it is read). */
    imageTooLarge: string;
    /** An upload whose bytes are no PNG, JPEG, WebP or AVIF image, whatever its name says. */
    notAnImage: string;
    /** The upload did not reach the server (no connection, or an answer without a message). */
    uploadFailed: string;
  };
  /** The cover-image field of the editor (app/components/admin/cover-image-field.tsx). */
  coverImage: {
    label: string;
    hint: string;
    choose: string;
    drop: string;
    uploading: string;
    altLabel: string;
    altHint: string;
    remove: string;
  };
  toasts: {
    loginSuccess: ToastCopy;
    loginFailed: ToastCopy;
    loggedOut: ToastCopy;
    created: ToastCopy;
    updated: ToastCopy;
    deleted: ToastCopy;
    notSaved: ToastCopy;
    notDeleted: ToastCopy;
    notFound: ToastCopy;
  };
};

export type BlogContent = PageCopy & {
  lead: string;
  postsLabel: string;
  tagsLabel: string;
  adminBar: {
    visitorText: string;
    login: string;
    title: string;
    description: string;
    /** The publishing blog's bar: `{operator}` is the signed-in operator's e-mail address. */
    serverDescription: string;
    newPost: string;
    logout: string;
  };
  card: {
    edit: string;
    delete: string;
    /** `{title}` is the post's title; the word on the button comes first (label in name). */
    editLabel: string;
    deleteLabel: string;
  };
  empty: {
    title: string;
    visitor: string;
    admin: string;
    createFirst: string;
  };
  /** The Atom feed of the language's posts, linked from every blog page. */
  feed: { title: string; subtitle: string; link: string };
  /** Publishing blog: posts that exist only in the other language; `{count}`. */
  /** Posts that exist only in the other language (publishing blog): one, or `{count}` of them. */
  otherLanguage: { one: string; other: string; link: string };
};
