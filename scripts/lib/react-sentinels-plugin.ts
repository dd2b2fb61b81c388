import type { Plugin } from "vite";
import { shapeChanged, type Rewrite } from "./rewrite-shape.ts";

export const REACT_SENTINELS: Rewrite = {
  name: "react-sentinels",
  source: "React DOM's production client code",
  module: "scripts/lib/react-sentinels-plugin.ts",
};

/** React DOM's production client build: where the errors below are made. */
export const REACT_DOM_CLIENT = /[\\/]node_modules[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

/**
 * The errors React DOM makes once, as it loads, and only ever throws to itself to unwind a
 * render (a component waiting for data, a hydration mismatch, a commit waiting for a
 * stylesheet, an action, a selective hydration), each with its React error code. React compares
 * them by identity; no one reads their stack.
 */
export const SENTINELS = {
  HydrationMismatchException: 519,
  SuspenseException: 460,
  SuspenseyCommitException: 474,
  SuspenseActionException: 542,
  SelectiveHydrationException: 461,
} as const;

const HELPER = "__nexaforgeSentinelError";

/**
 * The same error without a stack: an object whose prototype is Error.prototype, with the message
 * as its own property as `Error()` makes it, so `instanceof Error`, `.message`, `.name` and
 * `String(error)` read as before. Its source is what goes into React DOM's code.
 */
export function sentinelError(message: string): Error {
  return Object.create(Error.prototype, { message: { value: message, writable: true, configurable: true } }) as Error;
}

/**
 * React DOM's production client code with its load-time errors made without a stack trace.
 *
 * Why: Chromium asks V8 for a detailed stack trace (lines and columns) of every error made, and
 * V8 compiles code without its source positions until one is needed. Each of these errors is made
 * while React DOM's whole module (about 140 KiB, one function in the bundle) and the chunk around
 * it are on the stack, so the first one has V8 parse both again: on Home, with Lighthouse's 4×
 * CPU slowdown and no debugger attached, React DOM's chunk ran in 142-197 ms with this and in
 * 31 ms without (Chromium traces, `V8.CollectSourcePositions`). A debugger keeps source positions
 * from the start, which is why Lighthouse, which attaches one, never showed the cost.
 *
 * Every name must be found exactly once, as `Name = Error(formatProdErrorMessage(code))`: a React
 * release that changes them stops the build here rather than quietly bringing the cost back.
 */
export function withoutSentinelStacks(code: string, file = "react-dom-client.production.js"): string {
  let out = code;
  for (const [name, errorCode] of Object.entries(SENTINELS)) {
    const made = `${name} = Error(formatProdErrorMessage(${errorCode}))`;
    const found = out.split(made).length - 1;
    if (found !== 1)
      shapeChanged(REACT_SENTINELS, file, `React DOM to make ${name} once, as "${made}"`, {
        found: `found it ${found} times`,
        update:
          'SENTINELS (to the errors it now makes as it loads: search its code for "= Error(formatProdErrorMessage")',
      });
    out = out.replace(made, `${name} = ${HELPER}(formatProdErrorMessage(${errorCode}))`);
  }
  // After the "use strict" directive, which must stay first.
  const directive = /^"use strict";\n/m.exec(out);
  const at = directive ? directive.index + directive[0].length : 0;
  return out.slice(0, at) + `var ${HELPER} = ${sentinelError.toString()};\n` + out.slice(at);
}

/**
 * Applies {@link withoutSentinelStacks} to React DOM's production client code in a build. A
 * production build for the browser that never met that code (React DOM renamed or moved it) stops
 * with what to update, rather than ship React DOM's errors with their stacks again.
 */
export function reactSentinels(): Plugin {
  let rewritten = false;
  return {
    name: "nexaforge:react-sentinels",
    apply: "build",
    buildStart() {
      rewritten = false;
    },
    transform: {
      filter: { id: REACT_DOM_CLIENT },
      handler(code, id) {
        if (!REACT_DOM_CLIENT.test(id)) return null;
        rewritten = true;
        return { code: withoutSentinelStacks(code, id), map: null };
      },
    },
    buildEnd(error) {
      const { consumer, isProduction } = this.environment.config;
      // The prerender's server build has no React DOM client; a development build
      // (NODE_ENV=development) has React DOM's development code, which makes these errors otherwise.
      if (error || consumer !== "client" || !isProduction || rewritten) return;
      shapeChanged(
        REACT_SENTINELS,
        "the browser build",
        "React DOM's client code among its modules as node_modules/react-dom/cjs/react-dom-client.production.js",
        { update: "REACT_DOM_CLIENT" },
      );
    },
  };
}
