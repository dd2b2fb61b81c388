import styled from "@emotion/styled";
import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { BlockOf } from "../../content/types.ts";
import { Container } from "../../components/Section.tsx";

const Banner = styled.section`
  color: #fff;
  padding: 64px 0;
  text-align: center;
  background:
    linear-gradient(rgba(10, 22, 40, 0.55), rgba(10, 22, 40, 0.55)),
    url("/images/hero/page-banner.svg") center / cover no-repeat,
    ${(p) => p.theme.colors.primary};
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
  ol {
    display: inline-flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 6px;
    list-style: none;
    padding: 8px 18px;
    margin: 8px 0 0;
    border-radius: 999px;
    background: rgba(255, 255, 255, 0.1);
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  a {
    color: #fff;
  }
  [aria-current="page"] {
    color: #ffd2b8;
  }
`;

/** Inner-page banner: the page's h1, an optional line and the breadcrumb trail. */
export function PageHero({ id, title, description, breadcrumb }: BlockOf<"pageHero">) {
  return (
    <Banner id={id}>
      <Container>
        <h1>{title}</h1>
        {description && <p>{description}</p>}
        <nav aria-label="Breadcrumb">
          <ol>
            {breadcrumb.map((item, i) => {
              const last = i === breadcrumb.length - 1;
              return (
                <li key={`${i}-${item.label}`}>
                  {i > 0 && <ChevronRight size={16} aria-hidden="true" />}
                  {last || !item.href ? (
                    <span aria-current={last ? "page" : undefined}>{item.label}</span>
                  ) : (
                    <Link to={item.href}>{item.label}</Link>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
      </Container>
    </Banner>
  );
}
