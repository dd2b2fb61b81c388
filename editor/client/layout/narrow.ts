import { useSyncExternalStore } from "react";

/**
 * The screen widths the editor lays itself out for (phone.css uses the same numbers): below
 * ONE_PANEL, one of Sections, Fields and Preview at a time with the switch and Save at the bottom;
 * below PHONE, the studio's links fold into a Menu button.
 */
export const ONE_PANEL = "(max-width: 63.99rem)";
export const PHONE = "(max-width: 47.99rem)";

/** Whether the screen matches `query` now, kept current as the window or the phone turns. */
export function useScreen(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", changed);
      return () => list.removeEventListener("change", changed);
    },
    () => window.matchMedia(query).matches,
  );
}
