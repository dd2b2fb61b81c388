import { useEffect } from "react";
import { prefersReducedMotion } from "../../components/environment.ts";
import type { Motion } from "../../generated/schema.ts";

/** What shows that the visitor is moving through the page: the first of these starts the animations. */
const MOVES = ["scroll", "wheel", "touchmove", "keydown"] as const;

/**
 * Starts the scroll animations after hydration, so they never touch the markup React hydrates
 * against, and only once the visitor starts moving through the page: AOS measures every animated
 * element when it starts (a long task on a slow phone), and until something scrolls into view it
 * has nothing to animate. Until then nothing is hidden: elements are hidden only once AOS has
 * marked them (.aos-init), and those already in view are marked shown in the same task. Visitors
 * who prefer reduced motion get none, and the content is never hidden for them.
 */
export function useAos(motion: Motion) {
  useEffect(() => {
    if (prefersReducedMotion()) return;
    let cancelled = false;
    const stop = () => MOVES.forEach((e) => window.removeEventListener(e, start));
    function start() {
      stop();
      void import("aos").then(({ default: AOS }) => {
        if (cancelled) return;
        // Switched on here, not at hydration: a class or property set on <html> restyles the whole
        // page, and at this moment AOS measures every animated element anyway.
        const root = document.documentElement;
        root.style.setProperty("--aos-duration", `${motion.durationMs}ms`);
        root.classList.add("aos-enabled");
        AOS.init({
          offset: motion.offset,
          duration: motion.durationMs,
          throttleDelay: motion.throttleDelayMs,
          debounceDelay: motion.debounceDelayMs,
          once: true,
        });
      });
    }
    MOVES.forEach((e) => window.addEventListener(e, start, { passive: true }));
    // Already down the page (a restored scroll position, a link to a #section): start now.
    if (window.scrollY > 0) start();
    return () => {
      cancelled = true;
      stop();
    };
  }, [motion]);
}
