// Shared carousel playback state. Identical copies live in servicesCarousel/, clients/ and
// projectsCarousel/ (blocks do not import each other); it belongs in src/components/carousel/.
import { useState, useSyncExternalStore, type FocusEvent, type PointerEvent } from "react";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * The visitor's reduced-motion setting. The prerender and the hydrating render both see `false`
 * (the server snapshot), so the markup matches; React re-renders with the real value right after.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

const noSubscription = () => () => {};

/** False in the prerender and while hydrating, true from the first render after hydration. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Whether a carousel should advance by itself. It plays unless the visitor paused it with the
 * toggle, prefers reduced motion (then it starts only if they press play), or has the mouse over
 * or keyboard focus inside the region that spreads `regionProps`.
 */
export function usePlayback() {
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<"play" | "pause" | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = choice ? choice === "play" : !reducedMotion;

  return {
    /** The visitor's intent, shown by the toggle. */
    playing,
    /** Whether slides should move right now. */
    running: playing && !hovered && !focused,
    focused,
    toggle: () => setChoice(playing ? "pause" : "play"),
    regionProps: {
      // Touch "hovers" end only with the next tap elsewhere, so only a mouse pauses.
      onPointerEnter: (e: PointerEvent) => {
        if (e.pointerType === "mouse") setHovered(true);
      },
      onPointerLeave: (e: PointerEvent) => {
        if (e.pointerType === "mouse") setHovered(false);
      },
      onFocus: () => setFocused(true),
      onBlur: (e: FocusEvent) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      },
    },
  };
}
