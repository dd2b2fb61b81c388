import { useSyncExternalStore } from "react";

// Facts about the visitor's browser that the prerendered HTML cannot know. Each hook returns the
// build-time value while hydrating (so the markup matches) and the real one right after.

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/** For stores that never change after hydration. */
export const noSubscription = () => () => {};

/** Whether the visitor asks for reduced motion, read at the moment of the call (false on the server). */
export const prefersReducedMotion = () => typeof window !== "undefined" && window.matchMedia(REDUCED_MOTION).matches;

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** The reduced-motion setting as state: false in the prerender and while hydrating, then live. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
}

/** False in the prerender and while hydrating, true from the first render after hydration. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
