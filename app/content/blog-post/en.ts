import type { BlogPostContent } from "#app/content/blog-post/types.ts";

export default {
  meta: {
    title: "Blog Post | Conversational BI",
    description: "An article from the Conversational BI blog.",
  },
  heading: "Blog post",
  postTitle: "{title} | Conversational BI Blog",
  loading: "Loading the post…",
  withoutJavaScript: {
    text: "This blog shows its posts with JavaScript, which is switched off or blocked in your browser.",
    link: "Go to all posts",
  },
  backToBlog: "Back to Blog",
  backToTop: "Back to Top",
  adminButton: "Admin",
  editPost: "Edit Post",
  tagsLabel: "Tags",
  aboutAuthor: {
    title: "About the Author",
    text: "{author} writes for the Conversational BI blog about analytics in plain language: how teams ask better questions of their data, trust the answers and turn them into decisions.",
  },
  onlyInOther: {
    title: "This post is in German only",
    text: "We have not written an English version of this post yet. You can read it in German.",
    link: "Read the German post",
  },
  feedTitle: "Conversational BI Blog",
} satisfies BlogPostContent;
