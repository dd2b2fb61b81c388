// Shared react-slick carousel. Identical copies live in clients/ and projectsCarousel/ (blocks do
// not import each other); it belongs in src/components/carousel/.
import {
  Children,
  cloneElement,
  isValidElement,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from "react";
import type Slider from "react-slick";
// Only the layout rules: slick-theme.css pulls fonts and a GIF, and slick's JS would pull jQuery.
import { useLocale, useSite } from "../../lib/context.tsx";
import { fillNumbers } from "../../lib/words.ts";
import { PlaybackToggle } from "./PlaybackToggle.tsx";
import { useHydrated } from "../environment.ts";
import { usePlayback } from "./playback.ts";
import {
  matchingBreakpoint,
  prerenderTrackCss,
  settingsAt,
  SlickSlider,
  slideCount,
  type SlickBreakpoint,
  type SlickSettings,
} from "./slick.ts";
import { Root } from "./slickStyles.ts";

interface Props {
  /** Names the carousel region and its pause button, e.g. the section heading. */
  label: string;
  /** Settings for the widest screens; the prerendered HTML is built with them. */
  base: SlickSettings;
  breakpoints: readonly SlickBreakpoint[];
  /** One element per item, each with a key. */
  children: ReactElement[];
  className?: string;
}

/**
 * An auto-playing react-slick carousel that hydrates cleanly, pauses on hover, on focus inside and
 * with its toggle, never starts by itself under reduced motion, and keeps hidden slides out of
 * the tab order.
 *
 * The breakpoint is resolved here rather than passed as `responsive`: react-slick 0.31 applies
 * `responsive` only when a media query changes, so a page opened on a phone kept the desktop
 * layout until the window was resized.
 */
export function SlickCarousel({ label, base, breakpoints, children, className }: Props) {
  const active = useMaxWidthBreakpoint(breakpoints.map((b) => b.maxWidth));
  const settings = settingsAt(base, breakpoints, active);
  const movable = slideCount(children.length, settings.rows) > settings.slidesToShow;
  const hydrated = useHydrated();
  const playback = usePlayback();
  const running = playback.running && movable;
  const prerender = useMemo(
    () => prerenderTrackCss(children.length, base, breakpoints),
    [children.length, base, breakpoints],
  );

  const slider = useRef<Slider>(null);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (running) slider.current?.slickPlay();
    else slider.current?.slickPause();
  }, [running]);
  useInertHiddenSlides(root);

  const { ui } = useSite().site;
  const locale = useLocale();
  const dot = (index: number) => (
    <button
      type="button"
      aria-label={fillNumbers(ui.goToSlide, { number: index * settings.slidesToScroll + 1 }, locale)}
    />
  );

  return (
    <Root
      ref={root}
      className={className}
      role="region"
      aria-roledescription={ui.carousel}
      aria-label={label}
      data-hydrated={hydrated ? "" : undefined}
      prerender={prerender}
    >
      {/* Hover and focus pause the slides and dots; the toggle sits outside, so pressing Play
          (which focuses it) does not pause again at once. */}
      <div {...playback.regionProps}>
        <SlickSlider
          ref={slider}
          {...settings}
          slidesPerRow={1}
          arrows={false}
          autoplay={playback.playing && movable}
          pauseOnHover
          pauseOnFocus
          customPaging={dot}
          appendDots={(dots) => <ul>{Children.map(dots, markCurrentDot)}</ul>}
        >
          {children}
        </SlickSlider>
      </div>
      {movable && (
        <PlaybackToggle className="playback" playing={playback.playing} onToggle={playback.toggle} subject={label} />
      )}
    </Root>
  );
}

/** react-slick marks the current dot's <li> with a class only; tell assistive technology too. */
function markCurrentDot(item: ReactNode): ReactNode {
  if (!isValidElement<{ className?: string; children?: ReactNode }>(item)) return item;
  const button = item.props.children;
  if (!isValidElement<{ "aria-current"?: "true" }>(button)) return item;
  const current = item.props.className?.includes("slick-active") ? "true" : undefined;
  return cloneElement(item, undefined, cloneElement(button, { "aria-current": current }));
}

/** The react-slick breakpoint in force (see matchingBreakpoint); null in the prerender and while hydrating. */
function useMaxWidthBreakpoint(widths: readonly number[]): number | null {
  const key = widths.join(",");
  const subscribe = useCallback(
    (onChange: () => void) => {
      const queries = key
        .split(",")
        .filter(Boolean)
        .map((w) => window.matchMedia(`(max-width: ${w}px)`));
      queries.forEach((q) => q.addEventListener("change", onChange));
      return () => queries.forEach((q) => q.removeEventListener("change", onChange));
    },
    [key],
  );
  return useSyncExternalStore(
    subscribe,
    () => matchingBreakpoint(widths, (w) => window.matchMedia(`(max-width: ${w}px)`).matches),
    () => null,
  );
}

/**
 * react-slick marks cloned and off-screen slides aria-hidden, but anything focusable inside them
 * would still be reachable with Tab (and duplicated, for the clones). `inert` removes them from
 * the tab order as well; the observer follows react-slick as it moves and re-clones slides.
 */
function useInertHiddenSlides(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const sync = () => {
      for (const slide of el.querySelectorAll<HTMLElement>(".slick-slide")) {
        slide.inert = slide.getAttribute("aria-hidden") === "true";
      }
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(el, { subtree: true, childList: true, attributeFilter: ["aria-hidden"] });
    return () => observer.disconnect();
  }, [root]);
}
