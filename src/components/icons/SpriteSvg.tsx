import type { SVGProps } from "react";
import sprite from "../../generated/icons.svg?no-inline";

/**
 * One symbol of the site's icon sprite (src/generated/icons.svg), decorative: the drawings are
 * fetched once and cached instead of shipped in the script. Fill and stroke pass through to it.
 */
export function SpriteSvg({ id, size, ...paint }: { id: string; size: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" {...paint}>
      <use href={`${sprite}#${id}`} />
    </svg>
  );
}
