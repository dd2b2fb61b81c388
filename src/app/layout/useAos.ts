import { useEffect } from "react";
import { prefersReducedMotion } from "../../components/environment.ts";
import type { Motion } from "../../generated/schema.ts";

/**
 * Starts the scroll animations after hydration, so they never touch the markup React hydrates
 * against. Visitors who prefer reduced motion get none, and the content is never hidden for them.
 */
export function useAos(motion: Motion) {
  useEffect(() => {
    if (prefersReducedMotion()) return;
    let cancelled = false;
    void import("aos").then(({ default: AOS }) => {
      if (cancelled) return;
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
    return () => {
      cancelled = true;
    };
  }, [motion]);
}
