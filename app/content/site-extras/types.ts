/**
 * The site's copy for what it shows on demand, on any page: the contact popup, the welcome toast, the status
 * screens and the text alternative of link previews' picture. A module of its own, apart from the site's copy
 * (decision 0031): no page needs it to hydrate, so it comes with the popup's code in an idle moment once the page
 * is live, or with whatever shows it first; the server and a client-side navigation have it at hand.
 */
export type SiteExtrasContent = {
  contactPopup: {
    title: string;
    description: string;
    contactUs: string;
    maybeLater: string;
    close: string;
  };
  welcome: { title: string; description: string; action: string };
  notFound: {
    metaTitle: string;
    heading: string;
    description: string;
    homeLink: string;
  };
  error: { heading: string; description: string; homeLink: string };
  /** Link previews (Open Graph, X): the text alternative of the language's share image. */
  shareImage: { alt: string };
};
