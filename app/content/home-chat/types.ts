export type ChatMessage = { type: "user" | "ai"; message: string };

export type ChatInputCopy = {
  label: string;
  placeholder: string;
  send: string;
};

/**
 * The home page's sample chat, in its hero: a content module of its own, apart from the page's (decision 0031). The
 * rest of the page is static content or islands, which hydrate without their copy; the chat plays its conversation
 * and takes a question from the start, so these are the words the home page hydrates with.
 */
export type HomeChatContent = {
  title: string;
  status: string;
  messages: ChatMessage[];
  typing: string;
  input: ChatInputCopy;
  /** SPEC: the German hero opens the popup 100 ms after a submit, the English one at once. */
  popupDelayMs: number;
};
