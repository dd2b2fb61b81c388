import styled from "@emotion/styled";
import type { BlockOf } from "../../lib/blocks.ts";
import { useSite } from "../../lib/context.tsx";
import { Breadcrumb } from "../../components/Breadcrumb.tsx";
import { Button } from "../../components/Button.tsx";
import { BrandIcon } from "../../components/icons/BrandIcon.tsx";
import { Img } from "../../components/Img.tsx";
import { bannerBackground, heroPicture } from "../../components/banner.ts";
import { Container } from "../../components/Section.tsx";
import { mq } from "../../styles/theme.ts";

const Hero = styled.section`
  color: #fff;
  padding: 40px 0 56px;
  ${(p) => bannerBackground(0.6, p.theme.colors.primary)}
  nav {
    margin-bottom: 28px;
  }
  nav ol {
    justify-content: flex-start;
  }
`;

const Columns = styled(Container)`
  display: grid;
  gap: 32px;
  align-items: center;
  ${mq("lg")} {
    grid-template-columns: 1.15fr 1fr;
  }
  h1 {
    color: #fff;
    font-size: clamp(1.9rem, 1.3rem + 2.6vw, 3rem);
  }
  p {
    color: #e3e9f2;
    font-size: 1.08rem;
    max-width: 38em;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    margin-top: 24px;
  }
  .whatsapp {
    display: inline-flex;
    align-items: center;
    gap: 10px;
    min-height: 48px;
    padding: 0.75em 1.5em;
    border-radius: 999px;
    font-weight: 600;
    text-decoration: none;
    background: #0b7a3e;
    color: #fff;
  }
  .media img {
    ${heroPicture}
  }
`;

/** A service page's opening: breadcrumb, h1, description, WhatsApp chat and a consultation button. */
export default function ServiceHero({
  id,
  title,
  description,
  image,
  breadcrumb,
  whatsappLabel,
  cta,
}: BlockOf<"serviceHero">) {
  const { contact } = useSite().site;
  return (
    <Hero id={id}>
      <Container>
        <Breadcrumb items={breadcrumb} />
      </Container>
      <Columns>
        <div>
          <h1>{title}</h1>
          <p>{description}</p>
          <div className="actions">
            <a className="whatsapp" href={contact.whatsappUrl} target="_blank" rel="noopener noreferrer">
              <BrandIcon name="whatsapp" />
              {whatsappLabel}
            </a>
            <Button href={cta.href} label={cta.label} variant="light" />
          </div>
        </div>
        <div className="media">
          <Img image={image} eager />
        </div>
      </Columns>
    </Hero>
  );
}
