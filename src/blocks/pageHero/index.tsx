import styled from "@emotion/styled";
import type { BlockOf } from "../../lib/blocks.ts";
import { Breadcrumb } from "../../components/Breadcrumb.tsx";
import { Img } from "../../components/Img.tsx";
import { bannerBackground, heroPicture } from "../../components/banner.ts";
import { Container } from "../../components/Section.tsx";
import { mq } from "../../styles/theme.ts";

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

/** With an illustration: text on the left and the picture on the right from lg up, stacked below it. */
const Columns = styled(Container)`
  display: grid;
  gap: 32px;
  align-items: center;
  text-align: left;
  ${mq("lg")} {
    grid-template-columns: 1.15fr 1fr;
  }
  p {
    margin-left: 0;
  }
  nav ol {
    justify-content: flex-start;
  }
  .media img {
    ${heroPicture}
  }
`;

/** Inner-page banner: the page's h1, an optional line, the breadcrumb trail and an optional illustration. */
export default function PageHero({ id, title, description, breadcrumb, image }: BlockOf<"pageHero">) {
  const text = (
    <>
      <h1>{title}</h1>
      {description && <p>{description}</p>}
      <Breadcrumb items={breadcrumb} />
    </>
  );
  if (!image)
    return (
      <Banner id={id}>
        <Container>{text}</Container>
      </Banner>
    );
  return (
    <Banner id={id}>
      <Columns>
        <div>{text}</div>
        <div className="media">
          <Img image={image} eager />
        </div>
      </Columns>
    </Banner>
  );
}
