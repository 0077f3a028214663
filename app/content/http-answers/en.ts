import type { HttpAnswersCopy } from "#app/content/http-answers/types.ts";

export default {
  methodNotAllowed: "This address doesn't accept that kind of request.",
  notFound: "There is nothing at this address.",
  serverError: "Something went wrong on our end. Please try again in a moment.",
  signInFirst: "Please sign in to the back office first, then start the download again.",
  controlCharacter:
    "Something you entered contains a control character (such as a null byte) that no field accepts. Please remove it and try again.",
} satisfies HttpAnswersCopy;
