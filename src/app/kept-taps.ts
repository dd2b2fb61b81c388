/** The taps tap-keeper.ts kept for blocks that were still asleep, and their replay once a block wakes. */

interface Kept {
  el: Element;
  block: Element;
  /** Child indexes from the block down to the control, should waking have drawn it anew. */
  path: number[];
}

const kept = (): Kept[] => (window as unknown as { __keptTaps?: Kept[] }).__keptTaps ?? [];

export function hasKeptTaps(box: Element): boolean {
  return kept().some((k) => k.block === box);
}

/** The control a kept tap was aimed at: the same element if waking kept it, else the one in its place. */
function target(box: Element, k: Kept): Element | undefined {
  if (k.el.isConnected && box.contains(k.el)) return k.el;
  let node: Element | undefined = box;
  for (const i of k.path) node = node?.children[i];
  return node;
}

/**
 * Replays, in order and each once, the taps kept for `box` (now awake), each in a task of its own so
 * that the block has drawn the previous one's effect first (a control tapped twice toggles twice). A
 * kept submission submits the form as the browser would have (its checks, then the form's handler).
 */
export function replayKeptTaps(box: Element) {
  const all = kept();
  const mine = all.filter((k) => k.block === box);
  if (!mine.length) return;
  for (const k of mine) all.splice(all.indexOf(k), 1);
  let i = 0;
  const next = () => {
    const k = mine[i++];
    if (!k) return;
    const el = target(box, k);
    if (el instanceof HTMLFormElement) el.requestSubmit();
    else if (el instanceof HTMLElement) el.click();
    setTimeout(next);
  };
  // Once the block has drawn what its own code did as it woke (a carousel sets itself up, a form
  // takes in what was typed before): after the next frame, or 100 ms where frames do not come.
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    next();
  };
  requestAnimationFrame(() => setTimeout(start));
  setTimeout(start, 100);
}
