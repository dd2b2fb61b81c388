import { localizeContent } from "../engine/i18n/localize.server.ts";
import { loadSiteContent } from "../engine/load.server.ts";
import { splitLocale, type Locale } from "../src/lib/locale.ts";
import type { TapWords } from "./tap-probe.ts";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A name made from a template of the interface words, whatever fills it: "Pause {subject} slideshow" -> /Pause .* slideshow/. */
const pattern = (template: string) => escape(template).replace(/\\\{\w+\\\}/g, ".*");

const cache = new Map<Locale, TapWords>();

/**
 * The names of the controls the interaction runs tap, in the language of the page at `route`
 * ('/bn/about' is Bangla), from the site's interface words (content/site.json "ui", translated) and
 * its service categories (the carousel filter for software).
 */
export function tapWordsFor(route: string): TapWords {
  const { locale } = splitLocale(route);
  const known = cache.get(locale);
  if (known) return known;
  const { collections } = localizeContent(loadSiteContent(), locale);
  const { ui } = collections.site!.data;
  const software = collections.services!.data.categories.find((c) => c.id === "software");
  const words: TapWords = {
    openMenu: ui.openMenu,
    menuPanel: ui.menuPanel,
    filter: software?.title ?? "",
    toggle: `^(${pattern(ui.pauseSlideshow)}|${pattern(ui.playSlideshow)})$`,
    carousel: ui.carousel,
  };
  cache.set(locale, words);
  return words;
}
