/**
 * The widths a raster picture is served at besides its own (`srcset`), made by the build
 * (scripts/lib/responsive-images.ts): a phone takes the 480 or 960 px copy, a laptop the 960 or
 * 1600, a wide high-density screen the picture itself. A copy is never wider than its picture.
 */
export const RESPONSIVE_WIDTHS = [480, 960, 1600] as const;

/** Pictures with a pixel size of their own; an SVG scales, and is served as it is. */
export const RASTER_IMAGE = /\.(png|jpg|webp|avif)$/;

/** The build's copy of a picture at a width: ('/images/team.webp', 960) -> '/images/team.960w.webp'. */
export const sizedSrc = (src: string, width: number) => src.replace(/(\.[a-z]+)$/, `.${width}w$1`);

/** The copies the build makes of a picture `width` pixels wide: the widths below its own. */
export const copyWidths = (src: string, width: number): number[] =>
  RASTER_IMAGE.test(src) ? RESPONSIVE_WIDTHS.filter((w) => w < width) : [];

/**
 * A raster picture's `srcset`: each copy and the picture itself at its own width
 * ('/images/team.480w.webp 480w, /images/team.webp 700w'); undefined for an SVG or a picture no wider
 * than the smallest copy.
 */
export function srcSetOf(image: { src: string; width: number }): string | undefined {
  const widths = copyWidths(image.src, image.width);
  if (!widths.length) return undefined;
  return [...widths.map((w) => `${sizedSrc(image.src, w)} ${w}w`), `${image.src} ${image.width}w`].join(", ");
}
