import type { Icon as IconName } from "../../generated/schema.ts";
import { spriteId } from "./sprite-ids.ts";
import { SpriteSvg } from "./SpriteSvg.tsx";

/**
 * A decorative icon by its schema name (the text beside it carries the meaning). Lucide's symbols
 * carry no stroke settings of their own, so they are set here.
 */
export function Icon({ name, size = 28 }: { name: IconName; size?: number }) {
  return (
    <SpriteSvg
      id={spriteId.icon(name)}
      size={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}
