import { css, type Theme } from "@emotion/react";

/**
 * The dark patterned background of the inner-page banners, under a shade of the given strength. The
 * art is --banner-art, a data: URI in the base CSS every page inlines (src/styles/banner.css).
 */
export const bannerBackground = (shade: number, base: string) => css`
  background:
    linear-gradient(rgba(10, 22, 40, ${shade}), rgba(10, 22, 40, ${shade})),
    var(--banner-art) center / cover no-repeat,
    ${base};
`;

/** The picture beside a hero's words (service and page heroes): a white, rounded card. */
export const heroPicture = ({ theme }: { theme: Theme }) => css`
  display: block;
  width: 100%;
  border-radius: ${theme.radius};
  background: #fff;
`;
