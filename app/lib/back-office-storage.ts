/**
 * The keys only the back office keeps in operators' browsers (listed with every other in app/lib/storage.ts, and
 * in the privacy policy). Apart from storageKeys, which every visitor's page loads.
 */
export const backOfficeStorageKeys = {
  /**
   * local: the blog editor keeps a post here that could not be saved (network down, session ended), keyed by
   * post, until it is saved; offered back when the editor opens again.
   */
  blogEditorDrafts: "blog-editor-drafts",
} as const;
