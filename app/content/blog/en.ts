import type { BlogContent } from "#app/content/blog/types.ts";

export default {
  meta: {
    title: "Blog – Insights on Conversational Analytics | Conversational BI",
    description: "Articles on asking data questions in plain language, self-service analytics and data-driven teams.",
  },
  heading: "Conversational BI Blog",
  lead: "Ideas, guides and lessons learned about making data answer in plain language.",
  postsLabel: "Blog posts",
  tagsLabel: "Tags",
  adminBar: {
    visitorText: "Editors of this blog can sign in to write and manage posts.",
    login: "Admin Login",
    title: "Administrator mode",
    description: "You can write, edit and delete posts. Changes are saved in this browser.",
    serverDescription:
      "Signed in as {operator}. Published posts are visible to everyone at once; drafts only to signed-in team members.",
    newPost: "New Post",
    logout: "Logout",
  },
  card: {
    edit: "Edit",
    delete: "Delete",
    editLabel: "Edit: “{title}”",
    deleteLabel: "Delete: “{title}”",
  },
  empty: {
    title: "No blog posts yet",
    visitor: "New articles on conversational analytics are on their way. Please check back soon.",
    admin: "The blog is empty. Write the first post and it will appear here for your readers.",
    createFirst: "Create First Post",
  },
  feed: {
    title: "Conversational BI Blog",
    subtitle: "Ideas, guides and lessons learned about making data answer in plain language.",
    link: "Subscribe to the feed (Atom)",
  },
  otherLanguage: {
    one: "One more post is in German only.",
    other: "{count} more posts are in German only.",
    link: "Visit the German blog",
  },
} satisfies BlogContent;
