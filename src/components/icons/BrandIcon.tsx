import type { BrandIcon as BrandName, Technology } from "../../generated/schema.ts";
import sprite from "../../generated/icons.svg?no-inline";

function SpriteSvg({ id, size, fill }: { id: string; size: number; fill?: string }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" fill={fill}>
      <use href={`${sprite}#${id}`} />
    </svg>
  );
}

/** A social or chat brand mark; decorative, so the link around it must carry the name. */
export function BrandIcon({
  name,
  size = 20,
  color = "currentColor",
}: {
  name: BrandName;
  size?: number;
  color?: string;
}) {
  return <SpriteSvg id={`brand-${name}`} size={size} fill={color} />;
}

/** A technology logo in its brand colour. */
export function TechLogo({ name, size = 48 }: { name: Technology["logo"]; size?: number }) {
  return <SpriteSvg id={`tech-${name}`} size={size} />;
}
