/**
 * Taps kept for blocks that have not woken yet.
 *
 * A block's controls that need its script (a carousel's filters, arrows, dots and pause button, a
 * form's Send) are drawn long before that script runs: the page paints first, hydrates later, and a
 * block below the fold wakes only when it comes into view (hydration.tsx). A tap in between used to
 * do nothing. So `keepTaps` runs in the page's <head> (root.tsx inlines it), before anything is
 * drawn, and from then on a click on a control of a block that is not awake yet is stopped and kept,
 * with a form's submission, in `window.__keptTaps`; the block's boundary wakes at once when it finds
 * a tap kept for it, and once awake replays each tap on the element it was aimed at, in order, once
 * (replayKeptTaps). Links are not kept (they work without script), nor what the platform itself
 * does without script: a <summary> opens its <details>, a popovertarget button its popover.
 *
 * Self-contained: its source is inlined as it is, so it may use nothing from outside its body.
 */
export function keepTaps() {
  type Kept = { el: Element; block: Element; path: number[] };
  const kept: Kept[] = [];
  (window as unknown as { __keptTaps: Kept[] }).__keptTaps = kept;
  const asleep = (el: Element) => {
    const block = el.closest("[data-block]");
    return block && !block.hasAttribute("data-awake") ? block : null;
  };
  const keep = (event: Event, el: Element | null) => {
    const block = el && asleep(el);
    if (!el || !block) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // One submission a form: a second tap on Send before the form wakes sends nothing more.
    const form = el.tagName === "FORM" ? el : (el as HTMLButtonElement).form;
    const submits = (k: Element) =>
      k === form || ((k as HTMLButtonElement).type === "submit" && (k as HTMLButtonElement).form === form);
    if (form && submits(el) && kept.some((k) => submits(k.el))) return;
    // Where it sits in its block, should waking draw the control anew.
    const path: number[] = [];
    for (let n: Element = el; n !== block && n.parentElement; n = n.parentElement)
      path.unshift([...n.parentElement.children].indexOf(n));
    kept.push({ el, block, path });
    block.dispatchEvent(new Event("tapkept"));
  };
  addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const control = target?.closest(
        "button,[role=button],[role=tab],[role=switch],input[type=checkbox],input[type=radio],input[type=submit]",
      );
      if (control && !control.hasAttribute("popovertarget")) keep(event, control);
    },
    true,
  );
  addEventListener("submit", (event) => keep(event, event.target instanceof Element ? event.target : null), true);
}
