import { ThemeProvider } from "@emotion/react";
import styled from "@emotion/styled";
import { useEffect, type ReactNode } from "react";
import { LocaleProvider, SiteProvider } from "../../lib/context.tsx";
import type { SiteData } from "../../lib/page-data.ts";
import { buildTheme } from "../../styles/theme.ts";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import { ScrollTopButton } from "./ScrollTopButton.tsx";
import { hydrated } from "../hydration.tsx";
import { useAos } from "./useAos.ts";

const Skip = styled.a`
  position: absolute;
  left: 12px;
  top: -60px;
  z-index: 100;
  padding: 10px 16px;
  border-radius: 8px;
  background: ${(p) => p.theme.colors.primary};
  color: #fff;
  font-weight: 600;
  &:focus {
    top: 12px;
  }
`;

/** Header, main content and footer around every page. */
export function SiteLayout({ data, children }: { data: SiteData; children: ReactNode }) {
  useAos(data.site.motion);
  // Marks the document once React has taken over the prerendered HTML (the browser tests wait for it).
  useEffect(() => {
    hydrated();
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <div id="top" tabIndex={-1} />
      <Skip href="#main">{data.site.ui.skipLink}</Skip>
      <Header site={data.site} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer data={data} />
      <ScrollTopButton threshold={data.site.motion.scrollTopThreshold} label={data.site.ui.scrollToTop} />
    </>
  );
}

/**
 * The theme and layout around a page: the site's root route, the editor's preview and the SPA build of
 * bench:web. The global styles are the document's (src/styles/GlobalStyles.tsx says where each puts them).
 */
export function SiteShell({ data, children }: { data: SiteData; children: ReactNode }) {
  return (
    <SiteProvider value={data}>
      <LocaleProvider value={data.locale}>
        <ThemeProvider theme={buildTheme(data.site.theme)}>
          <SiteLayout data={data}>{children}</SiteLayout>
        </ThemeProvider>
      </LocaleProvider>
    </SiteProvider>
  );
}
