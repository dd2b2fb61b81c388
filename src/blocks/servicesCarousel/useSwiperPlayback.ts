import { useEffect } from "react";
import type { Swiper } from "swiper/types";

interface Playback {
  playing: boolean;
  running: boolean;
  focused: boolean;
}

/**
 * Applies the playback state to a Swiper instance after each render that changes it. Swiper's
 * autoplay is created disabled and only ever started here, so it never moves before the
 * reduced-motion setting is known, and hover, focus and the toggle share one source of truth.
 */
export function useSwiperPlayback(swiper: Swiper | null, { playing, running, focused }: Playback) {
  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (running) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, running]);

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    // Screen readers should not announce every automatic move, but should announce the moves a
    // visitor makes once it is paused (the carousel pattern of the WAI-ARIA practices).
    swiper.wrapperEl.setAttribute("aria-live", playing ? "off" : "polite");
  }, [swiper, playing]);

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    // Swiper listens for arrow keys on the whole document: only take them while focus is inside.
    if (focused) swiper.keyboard.enable();
    else swiper.keyboard.disable();
  }, [swiper, focused]);
}
