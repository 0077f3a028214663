/**
 * The images of a post's body as its author talks about them: in order, each with its description, named by its
 * file (issue 48). Apart from post-images.ts, which visitors' pages load: only the editor and the server need it.
 */
/** An image of a post's body as its HTML has it: where it is, what it says to someone who cannot see it. */
export type BodyImage = { src: string; alt: string };

/** The images of a post's body, in order (its HTML as the sanitizer writes it, or the editor's). */
export function bodyImages(html: string): BodyImage[] {
  return [...html.matchAll(/<img\b[^>]*>/gi)].map(([tag]) => ({
    src: /\bsrc="([^"]*)"/i.exec(tag)?.[1] ?? "",
    alt: /\balt="([^"]*)"/i.exec(tag)?.[1] ?? "",
  }));
}

/**
 * An image's name for its author: the file it was uploaded from, where the editor still knows it (`names`), else
 * the last part of its address.
 */
export function bodyImageName(src: string, names?: ReadonlyMap<string, string>): string {
  const known = names?.get(src);
  if (known) return known;
  const last = src.split(/[?#]/)[0]!.split("/").pop() ?? "";
  try {
    return decodeURIComponent(last) || src;
  } catch {
    return last || src;
  }
}

/** The body's images still without a description, each with its position among them (1 for the first). */
export function imagesWithoutAlt(images: BodyImage[]): (BodyImage & { position: number })[] {
  return images.flatMap((image, index) => (image.alt.trim() ? [] : [{ ...image, position: index + 1 }]));
}
