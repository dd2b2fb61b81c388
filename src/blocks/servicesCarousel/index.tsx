import { useId, useMemo, useState } from "react";
import { A11y, Autoplay, Keyboard } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import type { Swiper as SwiperInstance } from "swiper/types";
// Static imports, so the rules are in the prerendered HTML's stylesheet (no unstyled flash).
import "swiper/css/a11y";
import type { BlockOf } from "../../lib/blocks.ts";
import { useCollection, useLocale, useSite } from "../../lib/context.tsx";
import { fillNumbers } from "../../lib/words.ts";
import { Section } from "../../components/Section.tsx";
import { ServiceCard } from "../../components/ServiceCard.tsx";
import { PlaybackToggle } from "../../components/carousel/PlaybackToggle.tsx";
import { usePlayback } from "../../components/carousel/playback.ts";
import { swiperA11y } from "./a11y.ts";
import { swiperLayout, toBands } from "./slides.ts";
import { Controls, FilterButton, Filters, GAP, Viewport } from "./styles.ts";
import { useSwiperPlayback } from "./useSwiperPlayback.ts";

const MODULES = [A11y, Autoplay, Keyboard];
// Keys are enabled only while focus is inside (see useSwiperPlayback); Page Up/Down stay with the page.
const KEYBOARD = { enabled: false, pageUpDown: false };

/** The home page's service cards in an auto-playing carousel, narrowed by a row of category filters. */
export default function ServicesCarousel({
  id,
  heading,
  description,
  filters,
  cardLinkLabel,
  unlinkedCta,
  autoplayMs,
  slides,
}: BlockOf<"servicesCarousel">) {
  const { services } = useCollection("services");
  const { ui } = useSite().site;
  const locale = useLocale();
  const a11y = useMemo(() => swiperA11y(ui), [ui]);
  const [category, setCategory] = useState(filters[0].category);
  const cards = useMemo(
    () => (category === "all" ? services : services.filter((card) => card.category === category)),
    [services, category],
  );
  const bands = useMemo(() => toBands(slides), [slides]);
  // Memoised: Swiper compares option objects by their values one level deep, and a "changed"
  // breakpoints object would rebuild the loop on every hover.
  const layout = useMemo(() => swiperLayout(bands, cards.length), [bands, cards.length]);
  const autoplay = useMemo(() => ({ delay: autoplayMs, enabled: false, disableOnInteraction: false }), [autoplayMs]);

  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  // Swiper locks itself when every card fits; then there is nothing to play or pause.
  const [locked, setLocked] = useState(false);
  const playback = usePlayback();
  useSwiperPlayback(swiper, { ...playback, running: playback.running && !locked });
  const viewportId = useId();

  return (
    <Section id={id} heading={heading} description={description} aos={false}>
      <div role="region" aria-roledescription={ui.carousel} aria-label={heading}>
        <Filters role="group" aria-label={ui.filterByCategory}>
          {filters.map((filter) => (
            <FilterButton
              key={filter.category}
              type="button"
              aria-pressed={filter.category === category}
              aria-controls={viewportId}
              onClick={() => setCategory(filter.category)}
            >
              {filter.label}
            </FilterButton>
          ))}
        </Filters>
        <Viewport id={viewportId} bands={bands} count={cards.length} {...playback.regionProps}>
          {/* A new key per filter mounts a fresh Swiper: it starts at the first card, and its loop
              (which reorders slide elements itself) never has to reconcile with React's list. */}
          <Swiper
            key={category}
            modules={MODULES}
            {...layout.base}
            breakpoints={layout.breakpoints}
            spaceBetween={GAP}
            centerInsufficientSlides
            watchSlidesProgress
            autoplay={autoplay}
            keyboard={KEYBOARD}
            a11y={a11y}
            onSwiper={(instance) => {
              setSwiper(instance);
              setLocked(instance.isLocked);
            }}
            onLock={() => setLocked(true)}
            onUnlock={() => setLocked(false)}
          >
            {/* Each card's place, in the page's digits (a11y.ts says why not Swiper's); a group, as
                Swiper makes it, so that the name is allowed before the script runs too. */}
            {cards.map((card, index) => (
              <SwiperSlide
                key={card.id}
                role="group"
                aria-label={fillNumbers(ui.slidePosition, { number: index + 1, count: cards.length }, locale)}
              >
                <ServiceCard card={card} linkLabel={cardLinkLabel} fallback={unlinkedCta} />
              </SwiperSlide>
            ))}
          </Swiper>
        </Viewport>
        <Controls idle={locked}>
          <PlaybackToggle playing={playback.playing} onToggle={playback.toggle} subject={heading} />
        </Controls>
      </div>
    </Section>
  );
}
