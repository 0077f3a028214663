import type { SiteExtrasContent } from "#app/content/site-extras/types.ts";

export default {
  contactPopup: {
    title: "We're glad to analyze your data",
    description:
      "Tell us a little about your data and your questions. We'll set up a demo with your own numbers, usually within one business day.",
    contactUs: "Contact Us",
    maybeLater: "Maybe Later",
    close: "Close",
  },
  welcome: {
    title: "Welcome to Conversational BI",
    description: "Follow a sample conversation from a plain-language question to the answer and its chart.",
    action: "Show me the demo",
  },
  notFound: {
    metaTitle: "Page not found | Conversational BI",
    heading: "404 Page Not Found",
    description: "The page you were looking for doesn't exist or has moved.",
    homeLink: "Back to the home page",
  },
  error: {
    heading: "Something went wrong",
    description: "This page could not be shown. Please try again in a moment.",
    homeLink: "Back to the home page",
  },
  shareImage: {
    alt: "The Conversational BI logo, a speech bubble holding a rising bar chart, with the words “Talk to your data. Get answers in seconds.” and “Business intelligence without the query language”",
  },
} satisfies SiteExtrasContent;
