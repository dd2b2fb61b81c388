import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { mq } from "../styles/theme.ts";
import { sectionTitle } from "./typography.ts";

export const Container = styled.div`
  width: 100%;
  max-width: ${(p) => p.theme.maxWidth};
  margin: 0 auto;
  padding: 0 20px;
`;

const Wrap = styled.section<{ tone: Tone }>`
  padding: 56px 0;
  background: ${(p) => (p.tone === "alt" ? p.theme.colors.surfaceAlt : p.tone === "dark" ? p.theme.colors.primary : "transparent")};
  ${mq("md")} {
    padding: 80px 0;
  }
`;

export const SectionHeader = styled.header`
  text-align: center;
  max-width: 720px;
  margin: 0 auto 40px;
  h2 {
    ${sectionTitle}
  }
  p {
    color: ${(p) => p.theme.colors.muted};
    margin: 0;
  }
`;

type Tone = "plain" | "alt" | "dark";

interface Props {
  id?: string;
  heading?: string;
  description?: string;
  tone?: Tone;
  children: ReactNode;
  /** Scroll animation for the section body (AOS name), e.g. "fade-up". */
  aos?: string | false;
  className?: string;
}

/** A page section: an optional centred heading and description, then its content. */
export function Section({ id, heading, description, tone = "plain", aos = "fade-up", children, className }: Props) {
  return (
    <Wrap id={id} tone={tone} className={className}>
      <Container>
        {heading && (
          <SectionHeader>
            <h2>{heading}</h2>
            {description && <p>{description}</p>}
          </SectionHeader>
        )}
        {/* The scroll animations mark this element (its class: aos-init, aos-animate) when the
            visitor first scrolls, which may come before its block hydrates (src/app/hydration.tsx):
            React is told that its attributes may differ from the prerendered ones. */}
        <div data-aos={aos || undefined} suppressHydrationWarning={Boolean(aos)}>
          {children}
        </div>
      </Container>
    </Wrap>
  );
}
