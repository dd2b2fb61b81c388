import styled from "@emotion/styled";
import { ChevronRight } from "lucide-react";
import { Link } from "react-router-dom";
import type { BreadcrumbItem } from "../generated/schema.ts";
import { useLocalHref, useSite } from "../lib/context.tsx";

const Trail = styled.ol`
  display: inline-flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 6px;
  list-style: none;
  padding: 8px 18px;
  margin: 8px 0 0;
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.1);
  color: #fff;
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

/** Home > ... > this page, on a dark hero. Every item but the last links; the last is the current page. */
export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  const local = useLocalHref();
  return (
    <nav aria-label={useSite().site.ui.breadcrumb}>
      <Trail>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${i}-${item.label}`}>
              {i > 0 && <ChevronRight size={16} aria-hidden="true" />}
              {last || !item.href ? (
                <span aria-current={last ? "page" : undefined}>{item.label}</span>
              ) : (
                <Link to={local(item.href)}>{item.label}</Link>
              )}
            </li>
          );
        })}
      </Trail>
    </nav>
  );
}
