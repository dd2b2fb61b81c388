import { ThemeProvider } from "@emotion/react";
import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useRouteLoaderData,
} from "react-router";
import baseCss from "../styles/base.css?inline";
import poppins400 from "@fontsource/poppins/files/poppins-latin-400-normal.woff2?url";
import poppins600 from "@fontsource/poppins/files/poppins-latin-600-normal.woff2?url";
import poppins700 from "@fontsource/poppins/files/poppins-latin-700-normal.woff2?url";
import bengali400 from "@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url";
import bengali700 from "@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff2?url";
import { siteData } from "../../engine/page-data.server.ts";
import { DEFAULT_LOCALE, LOCALE_TAGS, localePath, splitLocale } from "../lib/locale.ts";
import type { SiteData } from "../lib/page-data.ts";
import { CONTENT_PROBLEMS } from "../../engine/problem-marker.ts";
import { GlobalStyles } from "../styles/GlobalStyles.tsx";
import { buildTheme } from "../styles/theme.ts";
import { SiteShell } from "./layout/SiteLayout.tsx";
import { TAP_KEEPER } from "../generated/tap-keeper.ts";
import type { Route } from "./+types/root";

// The fonts and carousel rules, inlined in the prerendered <head> (a linked stylesheet would hold
// back the first paint by a whole round trip). The browser bundle leaves the text out: hydration does
// not rewrite a <style>'s content, and the element never changes afterwards.
const inlineCss = import.meta.env.SSR ? baseCss : undefined;
// Kept taps (tap-keeper.ts): in the prerendered <head> only, so that it runs before the page can be tapped.
const tapKeeper = import.meta.env.SSR ? TAP_KEEPER : undefined;

// Build time only: site settings for the header, footer and theme, in the address's language.
export function loader({ request }: Route.LoaderArgs) {
  return siteData(splitLocale(new URL(request.url).pathname).locale);
}

/**
 * The settings are in the address's language, so a move to the other language's page ('/about' ->
 * '/bn/about': the language switch) loads them again. React Router keeps a route's data while its
 * address parameters stay the same, and the root has none: by default the header, the footer, the
 * interface words and <html lang> stayed in the language the visitor had just left.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || splitLocale(currentUrl.pathname).locale !== splitLocale(nextUrl.pathname).locale;

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
  // The weights of the first screen (body text, buttons and navigation, headings), fetched before
  // the CSS asks for them. Left to the CSS, the semibold face was asked for only after the first
  // layout, arrived behind the scripts on a slow line, and relaid the page out a second time.
  { rel: "preload", href: poppins400, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: poppins600, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: poppins700, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<SiteData>("root");
  return (
    <html lang={LOCALE_TAGS[data?.locale ?? DEFAULT_LOCALE]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <script dangerouslySetInnerHTML={{ __html: tapKeeper ?? "" }} suppressHydrationWarning />
        <style dangerouslySetInnerHTML={{ __html: inlineCss ?? "" }} suppressHydrationWarning />
        <Links />
        {/* A Bangla page's text font, fetched with the Poppins faces (links above) instead of after the first layout. */}
        {data?.locale === "bn" &&
          [bengali400, bengali700].map((href) => (
            <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
          ))}
        {/* Before the component styles, which entry.server.tsx writes at the end of <head>. */}
        {data && <GlobalStyles theme={buildTheme(data.site.theme)} />}
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <SiteShell data={loaderData}>
      <Outlet />
    </SiteShell>
  );
}

// Shown only when something unexpected breaks (content errors fail the build instead), in the words
// of the page's language (content/site.json "ui"). On the development server a content problem lands
// here too: the page then lists the problems in place, for the developer, in English. The English
// words below are for the one case with no site settings to take words from: content/site.json itself
// could not be read, which only the development server shows (the build stops instead).
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<SiteData>("root");
  const ui = data?.site.ui ?? { errorHeading: "Something went wrong.", errorHomeLink: "Back to the home page" };
  const contentProblems = import.meta.env.DEV && error instanceof Error && error.message.startsWith(CONTENT_PROBLEMS);
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : contentProblems
      ? "This page cannot be shown until the content problems below are fixed"
      : ui.errorHeading;
  const body = (
    <main style={{ padding: "4rem 1.5rem", textAlign: "center", fontFamily: "system-ui, sans-serif" }}>
      <h1>{message}</h1>
      {contentProblems ? (
        <>
          <p>Fix them in your editor and save: this page reloads by itself.</p>
          <pre style={{ textAlign: "left", whiteSpace: "pre-wrap" }}>{error.message}</pre>
        </>
      ) : (
        <p>
          <a href={localePath("/", data?.locale ?? DEFAULT_LOCALE)}>{ui.errorHomeLink}</a>
        </p>
      )}
      {import.meta.env.DEV && !contentProblems && error instanceof Error && (
        <pre style={{ textAlign: "left" }}>{error.stack}</pre>
      )}
    </main>
  );
  return data ? <ThemeProvider theme={buildTheme(data.site.theme)}>{body}</ThemeProvider> : body;
}
