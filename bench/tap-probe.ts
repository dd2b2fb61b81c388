/**
 * What an interaction run (bench/tap-runs.ts) puts in the page: it finds the control to tap, says when
 * it is on screen and where, and records, by the page's own clock, when each tap reached the page and
 * when the tap's effect was first on screen, so that Playwright's own round trips are in no figure.
 */

/** The controls tapped on each route, each in a page load of its own. */
export const CONTROLS = ["menu", "faq", "block"] as const;
export type Control = (typeof CONTROLS)[number];

/**
 * The names the probe finds the controls by, in the page's language (bench/tap-words.ts makes them
 * from the site's interface words): a Bangla page's menu button is "মেনু খুলুন", not "Open menu".
 */
export interface TapWords {
  /** The menu button's name. */
  openMenu: string;
  /** The name of the panel it opens. */
  menuPanel: string;
  /** The carousel filter tapped where there is one (the one the issue measured on Home). */
  filter: string;
  /** A pattern (RegExp source) that a carousel's pause or play button's name matches. */
  toggle: string;
  /** What a carousel is called to assistive technology (its aria-roledescription): "স্লাইডশো" in Bangla. */
  carousel: string;
}

/** The English words, as the English pages and the test pages of bench-taps.spec.ts say them. */
export const ENGLISH_TAP_WORDS: TapWords = {
  openMenu: "Open menu",
  menuPanel: "Main menu",
  filter: "Software",
  toggle: "^(Pause .* slideshow|Play .* slideshow)$",
  carousel: "carousel",
};

/** The control as the run sees it at one moment. */
export interface Spot {
  /** Whether the page has the control at all (yet). */
  found: boolean;
  /** On screen after the first paint, in the viewport and not covered at its centre: a visitor could tap it. */
  visible: boolean;
  /** Its centre, in CSS pixels from the viewport's top left corner (where a finger taps). */
  x: number;
  y: number;
  /** The page has loaded and a second has passed since: a control not found by then is not on the page. */
  settled: boolean;
}

/** One interaction run's record, every time in ms from the start of the navigation (the page's clock). */
export interface TapRun {
  /** What was tapped, as a visitor reads it: "Open menu", the first question, "Software". */
  name: string;
  /** The page's first contentful paint. */
  paint: number;
  /** When the run first saw it on screen (after the first paint). */
  visible: number;
  /** When each tap that landed on the control reached the page (its touchstart's time stamp), in order. */
  taps: number[];
  /** When its effect was first on screen; null if no tap brought one. */
  effect: number | null;
}

interface TapProbe {
  poll(control: Control): Spot;
  result(): TapRun;
}

declare global {
  interface Window {
    /** The interaction runs' probe (see installTapProbe). */
    __benchTaps?: TapProbe;
  }
}

/** How a run asks the page where the control is (and, once it is on screen, starts watching for its effect). */
export const pollControl = (control: Control) => window.__benchTaps!.poll(control);
export const tapResult = () => window.__benchTaps!.result();

/**
 * Run in the page before anything of its own (an init script). It is sent to the page as text, so it
 * holds everything it uses, with its helpers as methods: tsx wraps any other named function in a
 * helper of its own, which the page does not have.
 *
 * The controls (named in the page's language: `words`):
 * - menu: the button named "Open menu"; its effect is the panel named "Main menu" on screen.
 * - faq: the first question of the page's first FAQ block (a <summary>, or a button with aria-expanded);
 *   its effect is its answer drawn (and the question marked open).
 * - block: a carousel's filter (aria-pressed or aria-selected false; "Software" where there is one, the
 *   filter the issue measured on Home), else the page's first carousel pause button; its effect is a
 *   change of its pressed, selected or current state, or of its name ("Pause ..." becomes "Play ...").
 *   Not a dot: the carousel moves its current dot by itself.
 *
 * A tap's time is its touchstart's time stamp: when the browser sent it to the page, before it waited
 * for the page's main thread. The effect's time is taken after the first frame whose rendering shows
 * it: a check in each animation frame (which runs just before the frame's style, layout and paint),
 * then a message, which the page receives once that frame's rendering is done. The time from a tap to
 * its effect thus includes the wait for a busy main thread, the handler, React's update and the frame.
 */
export function installTapProbe(words: TapWords) {
  const probe = {
    control: "" as Control | "",
    element: null as Element | null,
    /** What the first find picked by name (a filter), so that a re-rendered control is found again. */
    picked: "",
    /** Its name when it came on screen (a pause button's name changes with its effect). */
    name: "",
    initial: "",
    /** When the first carousel was first on screen (a carousel may draw its controls only once awake). */
    carouselSeen: NaN,
    visible: NaN,
    taps: [] as number[],
    effect: null as number | null,
    nameOf(el: Element): string {
      const labelledBy = el.getAttribute("aria-labelledby");
      const label = labelledBy
        ? labelledBy
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? "")
            .join(" ")
        : (el.getAttribute("aria-label") ?? probe.textOf(el));
      return label.replace(/\s+/g, " ").trim();
    },
    /** Text as a screen reader reads it: without what is aria-hidden (an accordion's "+" sign). */
    textOf(node: Node): string {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
      if (node instanceof Element && node.getAttribute("aria-hidden") === "true") return "";
      return [...node.childNodes].map((child) => probe.textOf(child)).join("");
    },
    named(selector: string, name: string): Element | null {
      return [...document.querySelectorAll(selector)].find((el) => probe.nameOf(el) === name) ?? null;
    },
    /** Drawn: in the page, with a box, and neither it nor an ancestor hidden or fully transparent. */
    drawn(el: Element | null): el is Element {
      if (!el?.isConnected) return false;
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    },
    /** Drawn, and at least partly in the viewport. */
    shown(el: Element | null): boolean {
      if (!probe.drawn(el)) return false;
      const box = el.getBoundingClientRect();
      return box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
    },
    find(control: Control): Element | null {
      if (control === "menu") return probe.named("button, summary, [role=button]", words.openMenu);
      if (control === "faq")
        return document.querySelector('[data-block="faq"]')?.querySelector("summary, button[aria-expanded]") ?? null;
      const carousels = [...document.querySelectorAll(`[aria-roledescription="${words.carousel}"]`)];
      const filters = carousels.flatMap((c) => [...c.querySelectorAll("[aria-pressed], [aria-selected]")]);
      if (probe.picked) return filters.find((f) => probe.nameOf(f) === probe.picked) ?? null;
      const off = filters.filter(
        (f) => f.getAttribute("aria-pressed") === "false" || f.getAttribute("aria-selected") === "false",
      );
      const filter = off.find((f) => probe.nameOf(f) === words.filter) ?? off[0];
      if (filter) return filter;
      const toggles = carousels.flatMap((c) => [...c.querySelectorAll("button")]);
      const toggle = new RegExp(words.toggle);
      return toggles.find((b) => toggle.test(probe.nameOf(b))) ?? null;
    },
    /** The element tapped: the one found before while it is still in the page, else found again. */
    target(control: Control): Element | null {
      if (!probe.element?.isConnected) probe.element = probe.find(control);
      return probe.element;
    },
    /** What the control's effect changes, as text: "open" or "closed", or the block control's state. */
    state(control: Control, el: Element): string {
      if (control === "menu") {
        const panels = [...document.querySelectorAll("[aria-label], [aria-labelledby]")];
        return panels.some((p) => probe.nameOf(p) === words.menuPanel && probe.shown(p)) ? "open" : "closed";
      }
      if (control === "faq") {
        const details = el.tagName === "SUMMARY" ? el.parentElement : null;
        const answer = details
          ? details.querySelector(":scope > :not(summary)")
          : document.getElementById(el.getAttribute("aria-controls") ?? "");
        const open = details ? (details as HTMLDetailsElement).open : el.getAttribute("aria-expanded") === "true";
        // Drawn, in or out of the viewport: a question at the foot of the screen opens below it.
        return open && probe.drawn(answer) ? "open" : "closed";
      }
      return (
        ["aria-pressed", "aria-selected", "aria-current"].map((a) => el.getAttribute(a)).join(" ") + probe.nameOf(el)
      );
    },
    /** Checked in every animation frame from the moment the control is on screen until its effect is. */
    frame() {
      const control = probe.control as Control;
      const el = probe.target(control);
      // While a re-rendered control is not yet back in the page, nothing has changed yet.
      const now = el ? probe.state(control, el) : probe.initial;
      if (now !== probe.initial && !probe.taps.length)
        probe.initial = now; // the page changed it by itself
      else if (now !== probe.initial) {
        const channel = new MessageChannel();
        channel.port1.addEventListener("message", () => (probe.effect ??= performance.now()));
        channel.port1.start();
        channel.port2.postMessage(null);
        return;
      }
      requestAnimationFrame(() => probe.frame());
    },
    /**
     * A page with a carousel but no control of it yet: the carousel may draw its controls only once it is
     * awake (the clients slider shows its pause button once it knows the screen is narrow), so scroll to it
     * as a visitor would, and give up on it only after it has been on screen for 10 s.
     */
    wakeCarousel(loaded: boolean): Spot {
      const carousels = [...document.querySelectorAll(`[aria-roledescription="${words.carousel}"]`)];
      const carousel = carousels.find((c) => probe.drawn(c));
      const none = { found: false, visible: false, x: 0, y: 0 };
      if (!carousel) return { ...none, settled: loaded };
      if (!probe.shown(carousel)) carousel.scrollIntoView({ block: "center" });
      else if (Number.isNaN(probe.carouselSeen)) probe.carouselSeen = performance.now();
      return { ...none, settled: loaded && performance.now() - probe.carouselSeen > 10_000 };
    },
    poll(control: Control): Spot {
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
      const loaded = navigation?.loadEventEnd ?? 0;
      const settled = loaded > 0 && performance.now() - loaded > 1000;
      const el = probe.target(control);
      const painted = performance.getEntriesByName("first-contentful-paint").length > 0;
      if (!el && painted && control === "block") return probe.wakeCarousel(settled);
      if (!el || !painted) return { found: !!el, visible: false, x: 0, y: 0, settled };
      const box = el.getBoundingClientRect();
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      // Covered (by the sticky header, say) or off screen: scroll it to the middle, as a visitor would, and
      // look again at the next poll, once that scroll is on screen.
      const hit = probe.shown(el) ? document.elementFromPoint(x, y) : null;
      if (!hit || !el.contains(hit)) {
        el.scrollIntoView({ block: "center" });
        return { found: true, visible: false, x, y, settled };
      }
      if (!probe.control) {
        probe.control = control;
        const filter = el.hasAttribute("aria-pressed") || el.hasAttribute("aria-selected");
        probe.picked = control === "block" && filter ? probe.nameOf(el) : "";
        probe.name = probe.nameOf(el);
        probe.initial = probe.state(control, el);
        probe.visible = performance.now();
        addEventListener(
          "touchstart",
          (event) => {
            // On the control as it is now: one drawn again since the last look is found again.
            const on = event.target instanceof Node && probe.target(control)?.contains(event.target);
            if (on) probe.taps.push(event.timeStamp);
          },
          { capture: true, passive: true },
        );
        requestAnimationFrame(() => probe.frame());
      }
      return { found: true, visible: true, x, y, settled };
    },
    result(): TapRun {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN;
      return { name: probe.name, paint, visible: probe.visible, taps: probe.taps, effect: probe.effect };
    },
  };
  window.__benchTaps = probe;
}
