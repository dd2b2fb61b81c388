import type { CSSProperties } from "react";
import { keyframes } from "@emotion/react";
import styled from "@emotion/styled";
import type { BlockOf } from "../../lib/blocks.ts";
import { Container } from "../../components/Section.tsx";
import { NestedBlock, useSite } from "../../lib/context.tsx";
import { mq } from "../../styles/theme.ts";

const Hero = styled.section`
  position: relative;
  overflow: hidden;
  color: #fff;
  background: ${(p) => p.theme.colors.primary};
  > img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &::before {
    content: "";
    position: absolute;
    inset: 0;
    z-index: 1;
    background: linear-gradient(
      100deg,
      rgba(10, 22, 40, 0.92) 0%,
      rgba(10, 22, 40, 0.72) 60%,
      rgba(10, 22, 40, 0.55) 100%
    );
  }
  h1 {
    color: #fff;
    font-size: clamp(2rem, 1.4rem + 3vw, 3.4rem);
    margin-bottom: 20px;
  }
  p.lead {
    font-size: 1.125rem;
    color: #e3e9f2;
    max-width: 40em;
  }
`;

const Columns = styled(Container)`
  position: relative;
  z-index: 2;
  display: grid;
  gap: 40px;
  align-items: center;
  padding-block: 64px;
  ${mq("lg")} {
    grid-template-columns: 1.2fr 1fr;
    padding-block: 104px;
  }
`;

const slideIn = keyframes`
  from {
    opacity: 0;
    transform: translate3d(40px, 0, 0);
  }
`;

// The form slides in from the right as the page first paints. A CSS animation rather than AOS: AOS
// starts after hydration, so it would hide a form the visitor already sees and bring it back (a
// flash, and a layout shift Lighthouse counts). Without JavaScript it plays all the same.
const FormColumn = styled.div`
  animation: ${slideIn} var(--hero-duration, 800ms) ease var(--hero-delay, 0ms) both;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export default function HomeHero({ id, headline, description, background, form }: BlockOf<"homeHero">) {
  const motion = useSite().site.motion;
  return (
    <Hero id={id}>
      <img
        src={background.src}
        alt={background.alt}
        width={background.width}
        height={background.height}
        fetchPriority="high"
      />
      <Columns>
        <div>
          <h1>{headline}</h1>
          <p className="lead">{description}</p>
        </div>
        <FormColumn
          style={
            motion
              ? ({
                  "--hero-duration": `${motion.heroDurationMs}ms`,
                  "--hero-delay": `${motion.heroDelayMs}ms`,
                } as CSSProperties)
              : undefined
          }
        >
          <NestedBlock block={form} />
        </FormColumn>
      </Columns>
    </Hero>
  );
}
