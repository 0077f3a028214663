import type { PageCopy } from "#app/content/types.ts";

export type ToastCopy = { title: string; description: string };

type FieldCopy = { label: string; error: string };

/**
 * The administrator mode's copy (login, post form, delete confirmation, toasts):
 * the same on the list and on a post page, so both pages' content modules carry it.
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
  admin: BlogAdminCopy;
};
