import styled from "@emotion/styled";
import type { BlockOf } from "../../lib/blocks.ts";
import { Button } from "../../components/Button.tsx";
import { Container } from "../../components/Section.tsx";

const Box = styled.section`
  padding: 96px 0;
  text-align: center;
  .code {
    display: block;
    font-size: clamp(5rem, 3rem + 10vw, 9rem);
    font-weight: 700;
    line-height: 1;
    color: ${(p) => p.theme.colors.accentText};
    margin-bottom: 16px;
  }
  h1 {
    font-size: clamp(1.6rem, 1.2rem + 1.6vw, 2.4rem);
  }
  p {
    max-width: 34em;
    margin: 0 auto 28px;
    color: ${(p) => p.theme.colors.muted};
  }
`;

/** A big status code, heading, message and one way onward (the not-found page). */
export default function StatusMessage({ id, code, heading, text, cta }: BlockOf<"statusMessage">) {
  return (
    <Box id={id}>
      <Container>
        <span className="code" aria-hidden="true">
          {code}
        </span>
        <h1>
          <span className="visually-hidden">{code}: </span>
          {heading}
        </h1>
        <p>{text}</p>
        <Button href={cta.href} label={cta.label} />
      </Container>
    </Box>
  );
}
