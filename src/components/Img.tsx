import type { Image } from "../generated/schema.ts";

/** An image from content with its intrinsic size (no layout shift); lazy unless it is above the fold. */
export function Img({ image, eager = false, className }: { image: Image; eager?: boolean; className?: string }) {
  return (
    <img
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
