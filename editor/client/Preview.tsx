import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { createContext, useContext, useEffect, useMemo, type ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { PageProviders } from "../../src/app/PageRenderer.tsx";
import { SiteShell } from "../../src/app/layout/SiteLayout.tsx";
import type { Collections } from "../../src/lib/blocks.ts";
import { LOCALES, localePath, type Locale } from "../../src/lib/locale.ts";
import type { SiteData } from "../../src/lib/page-data.ts";
import baseCss from "../../src/styles/base.css?inline";
import { GlobalStyles } from "../../src/styles/GlobalStyles.tsx";
import { cssTheme } from "../../src/styles/css-values.ts";
import { buildTheme } from "../../src/styles/theme.ts";
import type { SiteFacts } from "./api.ts";
import { isSaveKey } from "./useSave.ts";

/**
 * The preview's frame: Emotion writes the blocks' styles into the preview iframe's own <head>
 * (its default, the editor's document, would leave the blocks unstyled inside the frame), and
 * the site's fonts and block rules join them there.
 */
export function FrameStyles({ document: doc, children }: { document?: Document; children: ReactNode }) {
  const cache = useMemo(() => (doc ? createCache({ key: "preview", container: doc.head }) : undefined), [doc]);
  useEffect(() => {
    if (!doc || doc.getElementById("site-base-css")) return;
    const style = doc.createElement("style");
    style.id = "site-base-css";
    // Puck's root element in the frame is as tall as the frame's window, with the page overflowing it:
    // the site's sticky header, held inside it, would scroll away after one screen. Grown to the page,
    // it holds the header in view as the site's body does.
    style.textContent = `${baseCss}\nbody > div { height: auto !important; min-height: 100%; }`;
    doc.head.append(style);
  }, [doc]);
  // Keys pressed in the preview stay in its frame: Ctrl+S (Cmd+S) is passed on to the editor, which saves.
  useEffect(() => {
    const view = doc?.defaultView;
    if (!view) return;
    const forward = (e: KeyboardEvent) => {
      if (isSaveKey(e)) {
        e.preventDefault();
        window.dispatchEvent(new KeyboardEvent("keydown", { key: e.key, ctrlKey: e.ctrlKey, metaKey: e.metaKey }));
      }
    };
    view.addEventListener("keydown", forward);
    return () => view.removeEventListener("keydown", forward);
  }, [doc]);
  return cache ? <CacheProvider value={cache}>{children}</CacheProvider> : <>{children}</>;
}

/** What the preview's one route renders: the site's layout around the sections (a route element can read no props). */
const Slot = createContext<ReactNode>(null);
const SlotContent = () => <>{useContext(Slot)}</>;

/**
 * The site's layout around the sections, as on the site: header, footer, theme and the collections.
 * In Bangla (`facts` then holds the Bangla settings and collections), at the page's Bangla address.
 * The layout reads the page route's data as the site's router gives it (the language switch finds
 * the page's address in each language there), so the preview has a router of that kind too.
 */
export function PreviewShell({
  facts,
  route,
  locale = "en",
  children,
}: {
  facts: SiteFacts;
  route: string;
  locale?: Locale;
  children: ReactNode;
}) {
  const collections = facts.collections as unknown as Collections;
  const data: SiteData = {
    // A draft's theme as the build writes it (a colour half typed shows as none, never as CSS).
    site: { ...collections.site, theme: cssTheme(collections.site.theme) },
    categories: collections.services.categories,
    buildYear: new Date().getFullYear(),
    locale,
    english: [],
  };
  const router = useMemo(() => {
    const page = { alternates: Object.fromEntries(LOCALES.map((l) => [l, localePath(route, l)])) };
    return createMemoryRouter([{ id: "page", path: "*", loader: () => page, element: <SlotContent /> }], {
      initialEntries: [localePath(route, locale)],
      hydrationData: { loaderData: { page } },
    });
  }, [route, locale]);
  return (
    <Slot.Provider
      value={
        <>
          <GlobalStyles theme={buildTheme(data.site.theme)} />
          <SiteShell data={data}>
            <PageProviders collections={collections}>{children}</PageProviders>
          </SiteShell>
        </>
      }
    >
      <RouterProvider router={router} />
    </Slot.Provider>
  );
}

/** The English preview's shell for Puck's root, made once per page. */
export function makeShell(facts: SiteFacts, route: string) {
  return function Shell({ children }: { children: ReactNode }) {
    return (
      <PreviewShell facts={facts} route={route}>
        {children}
      </PreviewShell>
    );
  };
}
