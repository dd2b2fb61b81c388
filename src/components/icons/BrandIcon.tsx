import type { BrandIcon as BrandName, Technology } from "../../generated/schema.ts";
import { spriteId } from "./sprite-ids.ts";
import { SpriteSvg } from "./SpriteSvg.tsx";

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
  return <SpriteSvg id={spriteId.brand(name)} size={size} fill={color} />;
}

/** A technology logo in its brand colour (the sprite's symbol carries it). */
export function TechLogo({ name, size = 48 }: { name: Technology["logo"]; size?: number }) {
  return <SpriteSvg id={spriteId.tech(name)} size={size} />;
}
