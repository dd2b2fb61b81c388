import { Suspense, use, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import type { Hydration } from "../lib/blocks.ts";
import { hasKeptTaps, replayKeptTaps } from "./kept-taps.ts";

// True in the browser until the page's first render has been hydrated. Blocks rendered after that
// (on navigation) have no prerendered HTML to keep, so they render at once.
let hydrating = typeof document !== "undefined";

/** Called once the page has hydrated (by the root layout's first effect). */
export function hydrated() {
  hydrating = false;
}

interface Wake {
  promise: Promise<void>;
  resolve: () => void;
}

function deferred(): Wake {
  let settle!: () => void;
  const promise = new Promise<void>((r) => (settle = r));
  return {
    promise,
    resolve: () => {
      // use() reads a promise's status and value before it waits for it: marked fulfilled at the
      // moment of waking, the block renders at once in a render later in this same task (React
      // hydrating the block an event is for), not a microtask later when the promise settles.
      Object.assign(promise, { status: "fulfilled", value: undefined });
      settle();
    },
  };
}

/**
 * Near the viewport means within this margin of it: once the visitor scrolls, a block wakes just
 * before it scrolls in. Until the first scroll only a block actually in view wakes: one that merely
 * sits just below the fold when the page opens would otherwise fetch its chunk and hydrate while the
 * first screen is still loading, for a visitor who may never scroll to it.
 */
const VISIBLE_MARGIN = "200px 0px";
/** An "idle" block wakes at the latest this long after hydration, even on a browser that is never idle. */
const IDLE_TIMEOUT_MS = 4000;

/** Starts waiting for the moment `strategy` names; returns how to stop waiting. */
function waitFor(strategy: Exclude<Hydration, "load">, box: HTMLElement, wake: () => void): () => void {
  // A tap on one of its controls was kept before this ran (tap-keeper.ts), or is kept now: wake at once.
  if (hasKeptTaps(box)) {
    wake();
    return () => {};
  }
  box.addEventListener("tapkept", wake);
  // Someone touching the block (a tap, a key, focus moving in) wakes it at once, whatever the
  // strategy. Heard on the window, before React's own listener on the document: React hydrates the
  // block the event is for right then, and the block must be awake by that moment, or React keeps
  // it asleep and the event is lost.
  const events = ["pointerdown", "focusin", "keydown", "mouseover"] as const;
  const touched = (e: Event) => e.target instanceof Node && box.contains(e.target) && wake();
  for (const e of events) window.addEventListener(e, touched, { capture: true, passive: true });
  const stopEvents = () => {
    events.forEach((e) => window.removeEventListener(e, touched, { capture: true }));
    box.removeEventListener("tapkept", wake);
  };
  if (strategy === "idle") {
    const id = "requestIdleCallback" in window ? requestIdleCallback(wake, { timeout: IDLE_TIMEOUT_MS }) : undefined;
    const timer = id === undefined ? setTimeout(wake, 1) : undefined;
    return () => {
      stopEvents();
      if (id !== undefined) cancelIdleCallback(id);
      clearTimeout(timer);
    };
  }
  // The wrapper is display: contents (no box of its own): watch the block's own elements.
  const targets = [...box.children];
  if (!targets.length || !("IntersectionObserver" in window)) {
    wake();
    return stopEvents;
  }
  const watch = (rootMargin: string) => {
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wake(), {
      rootMargin,
    });
    targets.forEach((t) => observer.observe(t));
    return observer;
  };
  let observer = watch("0px");
  // Any scroll of the page, the visitor's or the browser's (restoring the position, jumping to a #part),
  // widens the watch to the margin.
  const scrolled = () => {
    observer.disconnect();
    observer = watch(VISIBLE_MARGIN);
  };
  window.addEventListener("scroll", scrolled, { once: true, passive: true });
  return () => {
    stopEvents();
    window.removeEventListener("scroll", scrolled);
    observer.disconnect();
  };
}

/**
 * Holds a sleeping block. It calls use() on every render, asleep or awake: React's development build
 * reports a component that suspended with use() and then rendered without calling it.
 */
function Gate({ wake, children }: { wake: Wake | null; children: ReactNode }) {
  if (wake) use(wake.promise);
  return children;
}

/** Rendered after the block, inside its boundary: its effect runs once the block has hydrated. */
function Awake({ onAwake }: { onAwake: () => void }) {
  useEffect(onAwake, [onAwake]);
  return null;
}

/**
 * Renders a block under its hydration strategy. The server always renders it in full. In the
 * browser, a "visible" or "idle" block suspends while the page hydrates, so React keeps its
 * prerendered HTML as it is (a dehydrated Suspense boundary) and its script, lazy chunk included,
 * runs only when the block comes near the viewport or the browser is idle. A lazily loaded block
 * hydrates when its chunk arrives.
 */
export function HydrationBoundary(props: { type: string; strategy: Hydration; children: ReactNode }) {
  const { type, strategy, children } = props;
  const box = useRef<HTMLDivElement>(null);
  const [wake] = useState(() => (strategy !== "load" && hydrating ? deferred() : null));
  // Once the block has hydrated its controls answer, and tap-keeper.ts keeps no tap for it: the
  // mark is set on the element at that very moment, not through a render that may come later,
  // or the replayed taps would be kept again.
  const onAwake = useCallback(() => {
    if (!box.current) return;
    box.current.setAttribute("data-awake", "");
    replayKeptTaps(box.current);
  }, []);
  useEffect(() => {
    if (!wake || strategy === "load" || !box.current) return;
    let done = false;
    const stop = waitFor(strategy, box.current, () => {
      if (done) return;
      done = true;
      wake.resolve();
      // Awake for good: stop listening (a microtask later, as this may run before waitFor returns).
      queueMicrotask(() => stop());
    });
    return stop;
  }, [wake, strategy]);
  // A layout-neutral wrapper that names the block, for the tests and for debugging. Every block
  // sits in a boundary of its own, even one that wakes at once: React then hydrates the page block
  // by block, each in a task of its own, instead of the whole page in one long one.
  return (
    <div ref={box} data-block={type} style={{ display: "contents" }}>
      <Suspense fallback={null}>
        <Gate wake={wake}>
          {children}
          <Awake onAwake={onAwake} />
        </Gate>
      </Suspense>
    </div>
  );
}
