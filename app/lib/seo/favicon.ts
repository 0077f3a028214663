/**
 * The favicon as a `data:` URL in every page's head (decision 0033): a browser fetches an icon it is given by URL
 * while the page is parsed, before the first paint on a fast line, and a phone on a slow one then waits for it
 * beside the document. Escaped only where a URL must be (and `"` becomes `'`, so the attribute needs no entity):
 * what stays plain compresses with the page's own markup.
 */
export function svgDataUrl(svg: string): string {
  const markup = svg
    .replace(/^\s*<\?xml[^>]*>\s*/, "")
    .trim()
    .replace(/"/g, "'");
  return `data:image/svg+xml,${markup.replace(/[%#<>\s]/g, (character) => encodeURIComponent(character))}`;
}

export const faviconLink = (svg: string) => `<link rel="icon" href="${svgDataUrl(svg)}" type="image/svg+xml">`;
