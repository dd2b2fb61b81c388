import styled from "@emotion/styled";
import { useId, useState, type ReactNode } from "react";

const List = styled.div`
  display: grid;
  gap: 12px;
  max-width: 860px;
  margin: 0 auto;
  .item {
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius};
    background: ${(p) => p.theme.colors.white};
  }
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  button {
    width: 100%;
    min-height: 56px;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 16px;
    padding: 14px 20px;
    border: 0;
    border-radius: ${(p) => p.theme.radius};
    background: transparent;
    font: inherit;
    font-weight: 600;
    text-align: left;
    color: ${(p) => p.theme.colors.primary};
    cursor: pointer;
  }
  .open button {
    color: ${(p) => p.theme.colors.accentText};
    background: ${(p) => p.theme.colors.red};
  }
  .sign {
    flex: none;
    display: grid;
    place-items: center;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    font-size: 1.25rem;
    line-height: 1;
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
  .panel {
    padding: 4px 20px 18px;
    color: ${(p) => p.theme.colors.text};
  }
  .panel p {
    margin: 0;
  }
`;

export interface AccordionItem {
  title: string;
  body: ReactNode;
}

/**
 * Items that each open and close on their own: a real button with aria-expanded ('+' closed,
 * '-' open, heading highlighted). Closed answers stay in the HTML (hidden), so they are in the
 * prerendered page for search engines; without JavaScript every answer is shown (root layout).
 */
export function Accordion({ items }: { items: AccordionItem[] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const base = useId();
  const toggle = (i: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(i)) next.delete(i);
      else next.add(i);
      return next;
    });
  return (
    <List>
      {items.map((item, i) => {
        const expanded = open.has(i);
        return (
          <div key={item.title} className={expanded ? "item open" : "item"}>
            <h3>
              <button
                type="button"
                id={`${base}-q${i}`}
                aria-expanded={expanded}
                aria-controls={`${base}-a${i}`}
                onClick={() => toggle(i)}
              >
                <span>{item.title}</span>
                <span className="sign" aria-hidden="true">
                  {expanded ? "-" : "+"}
                </span>
              </button>
            </h3>
            <div
              className="panel"
              id={`${base}-a${i}`}
              role="region"
              aria-labelledby={`${base}-q${i}`}
              hidden={!expanded}
              data-accordion-panel=""
            >
              {item.body}
            </div>
          </div>
        );
      })}
    </List>
  );
}
