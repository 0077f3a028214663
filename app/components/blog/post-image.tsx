import type { PostImage } from "#app/lib/blog/post.ts";

type PostImageViewProps = {
  image: PostImage;
  /** How wide it is shown, for the browser's choice among the widths (`sizes`). */
  sizes: string;
  /** Above the fold (a post page's cover): loaded at once and first. Otherwise loaded when scrolled near. */
  priority?: boolean;
  className?: string;
};

/** An uploaded image: AVIF where the browser shows it, WebP otherwise, in the width the screen needs. */
export function PostImageView({ image, sizes, priority = false, className }: PostImageViewProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={image.avifSrcset} sizes={sizes} />
      <img
        src={image.src}
        srcSet={image.srcset}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? undefined : "async"}
        fetchPriority={priority ? "high" : "auto"}
        className={className}
      />
    </picture>
  );
}
