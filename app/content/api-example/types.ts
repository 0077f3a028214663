/**
 * The API's example request on the documentation page, with its copy button: a content module of its own, apart
 * from the page's (decision 0031). The page is static content, which hydrates without its copy; the copy button is
 * the one part of its text that needs React, so these are the words the page hydrates with.
 */
export type ApiExampleContent = {
  /** Caption above the code. */
  label: string;
  code: string;
  copy: string;
  copyLabel: string;
  copied: string;
  copyFailed: string;
};
