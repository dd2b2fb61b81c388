import styled from "@emotion/styled";
import { Link } from "react-router-dom";
import { useLocalHref } from "../../lib/context.tsx";
import { fillWords } from "../../lib/words.ts";

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  text-decoration: none;
  font-weight: 700;
  font-size: 1.35rem;
  letter-spacing: -0.01em;
  color: ${(p) => p.theme.colors.primary};
  img {
    display: block;
  }
`;

/** The brand mark and name, linking home; `label` names the link ('{name}, home'). */
export function Logo({ name, label }: { name: string; label: string }) {
  return (
    <Home to={useLocalHref()("/")} aria-label={fillWords(label, { name })}>
      <img src="/images/brand/logo-mark.svg" width={40} height={40} alt="" />
      <span>{name}</span>
    </Home>
  );
}
