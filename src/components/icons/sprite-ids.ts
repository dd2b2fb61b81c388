import type { BrandIcon as BrandName, Icon as IconName, Technology } from "../../generated/schema.ts";

/** The <symbol> ids in src/generated/icons.svg: written by scripts/lib/icon-sprite.ts, used by the icon components. */
export const spriteId = {
  icon: (name: IconName) => `i-${name}`,
  brand: (name: BrandName) => `brand-${name}`,
  tech: (name: Technology["logo"]) => `tech-${name}`,
};
