import { useCallback, useSyncExternalStore } from "react";
import type { Greeting } from "../../generated/schema.ts";

/** The greeting for an hour of the day (0-23): before afternoonFrom, morning; before eveningFrom, afternoon; else evening. */
export function greetingFor(hour: number, g: Greeting): string {
  if (hour < g.afternoonFrom) return g.morning;
  if (hour < g.eveningFrom) return g.afternoon;
  return g.evening;
}

/**
 * The visitor's greeting by their local time, recomputed every refreshMs. It is null in the
 * prerendered HTML and during hydration (the build cannot know the visitor's clock), then set.
 */
export function useGreeting(g: Greeting): string | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const timer = setInterval(onChange, g.refreshMs);
      return () => clearInterval(timer);
    },
    [g.refreshMs],
  );
  return useSyncExternalStore(
    subscribe,
    () => greetingFor(new Date().getHours(), g),
    () => null,
  );
}
