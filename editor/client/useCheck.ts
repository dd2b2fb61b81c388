import { useEffect, useRef, useState } from "react";
import type { Problem } from "./api.ts";

/** The problems found, and the content (as JSON text) they were found in. */
export interface Checked<P extends Problem = Problem> {
  problems: P[];
  about: string;
}

/**
 * Checks the content as `npm run validate` would, a moment after each change; an answer about an
 * older version of it is dropped. `check` must be stable (useCallback) or the content's owner.
 */
export function useCheck<T, P extends Problem>(value: T, check: (value: T) => Promise<{ problems: P[] }>) {
  const [checked, setChecked] = useState<Checked<P>>({ problems: [], about: "" });
  const checking = useRef(0);
  useEffect(() => {
    const ticket = ++checking.current;
    const timer = setTimeout(() => {
      check(value).then(
        (r) => ticket === checking.current && setChecked({ problems: r.problems, about: JSON.stringify(value) }),
        () => undefined,
      );
    }, 300);
    return () => clearTimeout(timer);
  }, [value, check]);
  return [checked, setChecked] as const;
}
