import type { BlogAdminCopy } from "#app/content/blog/types.ts";

/** English copy of the administrator mode, shared by the blog list and post pages. */
export default {
  close: "Close",
  login: {
    title: "Administrator login",
    description: "Sign in to write, edit and delete blog posts.",
    passwordLabel: "Password",
    hint: "Demo password: {password}",
    notice:
      "This demo keeps the administrator mode in your browser only. A production site would use proper authentication on the server.",
    submit: "Log in",
    pending: "Checking…",
    cancel: "Cancel",
    required: "Please enter the administrator password.",
  },
  postForm: {
    createTitle: "New blog post",
    createDescription:
      "Fill in the fields below. The post is saved in this browser and appears at the top of the blog.",
    editTitle: "Edit blog post",
    editDescription: "Change what you need; everything else stays as it is.",
    title: { label: "Title", error: "Please enter a title." },
    author: { label: "Author", error: "Please enter the author’s name." },
    summary: { label: "Summary", error: "Please write a short summary." },
    content: {
      label: "Content",
      hint: "HTML is allowed, for example <h2>, <p>, <ul> and <a>. Scripts and event handlers are removed.",
      error: "Please write the content of the post.",
    },
    tags: { label: "Tags", hint: "Optional. Separate tags with commas, for example: Analytics, Sales." },
    publish: "Publish post",
    save: "Save changes",
    pending: "Saving…",
    cancel: "Cancel",
  },
  deletePost: {
    title: "Delete this post?",
    description: "“{title}” will be removed from the blog in this browser. This cannot be undone.",
    confirm: "Delete post",
    cancel: "Cancel",
  },
  server: {
    loginDescription: "Sign in with your back-office account to write, edit and publish posts.",
    deleteDescription: "“{title}” will be removed from the site for every visitor. This cannot be undone.",
    emailLabel: "Email address",
    statuses: { draft: "Draft (visible to our team only)" },
    draftBanner: "Draft: visitors cannot see this post yet. This is how it will look once published.",
    importTitle: "Posts from this browser",
    importOne: "One post written in this browser (the demo blog) is not on the site yet.",
    importOther: "{count} posts written in this browser (the demo blog) are not on the site yet.",
    importButton: "Import them as drafts",
    imported: { title: "Imported", description: "The posts from this browser are now drafts on the site." },
    scheduled: {
      badge: "Scheduled for {date} (visible to our team only)",
      banner: "Scheduled for {date}: visitors cannot see this post until then. This is how it will look.",
    },
  },
  api: {
    notFound: "There is no such blog post. It may have been deleted.",
    crossSite: "Changes to the blog can only be made from this site.",
    notYourRole: "Your role does not include the blog. If you need it for your work, ask an owner of the back office.",
    twoFactorFirst:
      "Your account signs in with two factors: please sign in on the back office's sign-in page, then come back to the blog.",
    enrolFirst:
      "Your team requires two-factor sign-in: please sign in on the back office's sign-in page and set it up there, then come back to the blog.",
    signIn: "Please sign in to change the blog.",
    malformed: "The request could not be read. Please reload the page and try again.",
    invalid: "Some fields need your attention.",
    tooLong: "Please use at most {max} characters.",
    tooManyTags: "Please use at most 12 tags of up to 40 characters each.",
    badStatus: "A post is either a draft or published.",
    badTranslation: "There is no such post to link as the other language's version.",
    badSlug: "Please give the address as a few words, at most 80 characters.",
    badCover: "This cover image was not found. Please upload it again.",
    altMissing: "Please describe every image in a few words (alt text) before publishing.",
    altMissingImage: "The image '{name}' ({position} in the text) needs a description (alt text) before publishing.",
    methodNotAllowed: "This address does not take that kind of request.",
    throttled: {
      one: "Too many failed attempts. Please wait {count} minute, then try again.",
      other: "Too many failed attempts. Please wait {count} minutes, then try again.",
    },
    missingLogin: "Please enter your email address and your password.",
    invalidLogin: "The email address or the password is not correct.",
    controlCharacter:
      "Something you entered contains a control character (such as a null byte) that no field accepts. Please remove it and try again.",
    tooLarge: "This request is larger than the blog accepts. Please shorten the post or import fewer at once.",
    conflict:
      "{operator} saved this post while you were editing it. Copy what you changed, reload the page to see their version, then add your changes again.",
    badPublishAt: "Please give the publication date and time as a date and a time of day.",
    imageTooLarge: "This image is larger than 10 MB. Please choose a smaller file or save it at a lower quality.",
    notAnImage: "This file is not an image the blog can show. Please choose a PNG, JPEG, WebP or AVIF file.",
    uploadFailed: "The image could not be uploaded. Please check your connection and try again.",
  },
  coverImage: {
    label: "Cover image",
    hint: "Appears on the post's card, at the top of the post and in link previews. PNG, JPEG, WebP or AVIF, up to 10 MB.",
    choose: "Choose an image",
    drop: "or drop it here",
    uploading: "Uploading the image…",
    altLabel: "Describe the image (alt text)",
    altHint: "What someone who cannot see the image should know, in a sentence. Required before publishing.",
    remove: "Remove the cover image",
  },
  toasts: {
    loginSuccess: { title: "Login successful", description: "You now have administrator access." },
    loginFailed: { title: "Login failed", description: "Invalid administrator password." },
    loggedOut: { title: "Logged out", description: "The administrator mode is off in this browser." },
    created: { title: "Success!", description: "Your blog post was published successfully." },
    updated: { title: "Updated!", description: "Your changes to the post were saved." },
    deleted: { title: "Deleted", description: "The blog post was removed." },
    notSaved: {
      title: "The post could not be saved",
      description:
        "Your browser refused to store it, most likely because its storage for this site is full. Your text is still in the form.",
    },
    notDeleted: {
      title: "The post could not be deleted",
      description: "Your browser refused to change its storage for this site. Please try again.",
    },
    notFound: { title: "Post not found", description: "This browser has no such blog post. It may have been deleted." },
  },
} satisfies BlogAdminCopy;
