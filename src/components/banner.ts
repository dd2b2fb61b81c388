import { css, type Theme } from "@emotion/react";
// Under Vite's 4 KiB inline limit, so this is a data: URI: the banner paints with the HTML, without a
// request of its own. It is the largest paint of every inner page, so fetching it cost about a second
// of LCP on a throttled phone.
import bannerArt from "../assets/page-banner.svg";

/** The dark patterned background of the inner-page banners, under a shade of the given strength. */
export const bannerBackground = (shade: number, base: string) => css`
  background:
    linear-gradient(rgba(10, 22, 40, ${shade}), rgba(10, 22, 40, ${shade})),
    url("${bannerArt}") center / cover no-repeat,
    ${base};
`;

/** The picture beside a hero's words (service and page heroes): a white, rounded card. */
export const heroPicture = ({ theme }: { theme: Theme }) => css`
  display: block;
  width: 100%;
  border-radius: ${theme.radius};
  background: #fff;
`;
