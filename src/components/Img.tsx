import type { Image } from "../generated/schema.ts";
import { srcSetOf } from "../lib/responsive-images.ts";

/**
 * How wide a picture is shown, for the browser to pick a width from its srcset before layout: by
 * default half of the 1200 px content column from the tablet layout up, the whole screen below it.
 */
const HALF_COLUMN = "(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw";

/**
 * An image from content with its intrinsic size (no layout shift); lazy unless it is above the fold.
 * A raster picture comes with the build's narrower copies (srcset) and `sizes`, the width it is
 * shown at in its block's layout.
 */
export function Img({
  image,
  eager = false,
  className,
  sizes = HALF_COLUMN,
}: {
  image: Image;
  eager?: boolean;
  className?: string;
  sizes?: string;
}) {
  const srcSet = srcSetOf(image);
  return (
    // srcSet and sizes before src: React sets changed attributes in this order, and a browser that
    // is given a new src while the old srcset (or none, for an SVG) is still in place picks at once,
    // so a picture replaced in the editor's preview was fetched at full size as well as the copy
    // its srcset names, and kept showing the full-size one.
    <img
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={className}
    />
  );
}
