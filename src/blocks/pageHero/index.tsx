import styled from "@emotion/styled";
import type { BlockOf } from "../../lib/blocks.ts";
import { Breadcrumb } from "../../components/Breadcrumb.tsx";
import { bannerBackground } from "../../components/banner.ts";
import { Container } from "../../components/Section.tsx";

export const Banner = styled.section`
  color: #fff;
  padding: 64px 0;
  text-align: center;
  ${(p) => bannerBackground(0.55, p.theme.colors.primary)}
  h1 {
    color: #fff;
    font-size: clamp(1.9rem, 1.4rem + 2.4vw, 3rem);
    margin-bottom: 12px;
  }
  p {
    color: #e3e9f2;
    max-width: 44em;
    margin: 0 auto 16px;
  }
`;

/** Inner-page banner: the page's h1, an optional line and the breadcrumb trail. */
export default function PageHero({ id, title, description, breadcrumb }: BlockOf<"pageHero">) {
  return (
    <Banner id={id}>
      <Container>
        <h1>{title}</h1>
        {description && <p>{description}</p>}
        <Breadcrumb items={breadcrumb} />
      </Container>
    </Banner>
  );
}
