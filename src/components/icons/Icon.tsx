import type { Icon as IconName } from "../../generated/schema.ts";
import sprite from "../../generated/icons.svg?no-inline";

/**
 * A decorative icon by its schema name (the text beside it carries the meaning), drawn from the
 * site's icon sprite, so the drawings are fetched once and cached instead of shipped in the script.
 */
export function Icon({ name, size = 28 }: { name: IconName; size?: number }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <use href={`${sprite}#i-${name}`} />
    </svg>
  );
}
