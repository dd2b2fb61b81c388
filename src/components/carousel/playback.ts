import { useState, type FocusEvent, type PointerEvent } from "react";
import { usePrefersReducedMotion } from "../environment.ts";

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
