import type { SiteSettings } from "../generated/schema.ts";
import { cssColour, cssFontStack } from "./css-values.ts";

/** Widths at which the layout changes, in px (min-width queries use these). */
export const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;

export const mq = (name: keyof typeof breakpoints) => `@media (min-width: ${breakpoints[name]}px)`;

/**
 * The emotion theme: colours and fonts from content/site.json, plus fixed layout measures. Every
 * style of the site takes the settings' values from here, written as CSS (css-values.ts).
 */
export function buildTheme(settings: SiteSettings["theme"]) {
  const colors = { ...settings.colors };
  for (const name of Object.keys(colors) as (keyof typeof colors)[]) colors[name] = cssColour(colors[name]);
  return {
    colors: { ...colors, white: "#FFFFFF" },
    fonts: { heading: cssFontStack(settings.fonts.heading), body: cssFontStack(settings.fonts.body) },
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
