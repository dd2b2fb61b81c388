import styled from "@emotion/styled";
import { ArrowRight } from "lucide-react";
import { SmartLink } from "./SmartLink.tsx";

type Variant = "solid" | "outline" | "light";

// The variant only chooses the colours: Emotion would pass it on to SmartLink, and so onto the <a>
// as an attribute HTML does not have.
const StyledLink = styled(SmartLink, { shouldForwardProp: (prop) => prop !== "variant" })<{ variant: Variant }>`
  display: inline-flex;
  align-items: center;
  gap: 0.5em;
  min-height: 48px;
  padding: 0.75em 1.5em;
  border-radius: 999px;
  font-weight: 600;
  font-size: 1rem;
  text-decoration: none;
  transition:
    background 0.2s,
    color 0.2s,
    transform 0.2s;
  border: 2px solid ${(p) => (p.variant === "light" ? p.theme.colors.white : p.theme.colors.accent)};
  background: ${(p) =>
    p.variant === "solid" ? p.theme.colors.accent : p.variant === "light" ? p.theme.colors.white : "transparent"};
  color: ${(p) =>
    p.variant === "solid"
      ? p.theme.colors.white
      : p.variant === "light"
        ? p.theme.colors.primary
        : p.theme.colors.accentText};
  &:hover {
    transform: translateY(-2px);
    background: ${(p) => (p.variant === "solid" ? p.theme.colors.accentText : p.theme.colors.white)};
    color: ${(p) => (p.variant === "solid" ? p.theme.colors.white : p.theme.colors.primary)};
  }
  svg {
    width: 1.1em;
    height: 1.1em;
  }
`;

interface Props {
  href: string;
  label: string;
  variant?: Variant;
  arrow?: boolean;
  newTab?: boolean;
  className?: string;
}

/** A call to action: a link styled as a button. */
export function Button({ href, label, variant = "solid", arrow = true, newTab, className }: Props) {
  return (
    <StyledLink href={href} variant={variant} newTab={newTab} className={className}>
      {label}
      {arrow && <ArrowRight aria-hidden="true" />}
    </StyledLink>
  );
}
