import type { SiteSettings } from "../generated/schema.ts";

/** Widths at which the layout changes, in px (min-width queries use these). */
export const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;

export const mq = (name: keyof typeof breakpoints) => `@media (min-width: ${breakpoints[name]}px)`;

/**
 * The emotion theme: colours and fonts from content/site.json, plus fixed layout measures. The
 * settings arrive written as CSS (css-values.ts's cssTheme, applied where the pages are given them
 * and in the editor's preview): every style of the site takes them from here.
 */
export function buildTheme(settings: SiteSettings["theme"]) {
  return {
    colors: { ...settings.colors, white: "#FFFFFF" },
    fonts: settings.fonts,
    radius: "12px",
    maxWidth: "1200px",
    shadow: "0 10px 30px rgba(16, 36, 62, 0.08)",
    headerHeight: 72,
  };
}

export type AppTheme = ReturnType<typeof buildTheme>;

declare module "@emotion/react" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends AppTheme {}
}
