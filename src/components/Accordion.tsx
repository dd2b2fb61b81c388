import styled from "@emotion/styled";
import type { ReactNode } from "react";

const List = styled.div`
  display: grid;
  gap: 12px;
  max-width: 860px;
  margin: 0 auto;
  details {
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius};
    background: ${(p) => p.theme.colors.white};
  }
  summary {
    min-height: 56px;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 16px;
    padding: 14px 20px;
    border-radius: ${(p) => p.theme.radius};
    font-weight: 600;
    color: ${(p) => p.theme.colors.primary};
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  details[open] > summary {
    color: ${(p) => p.theme.colors.accentText};
    background: ${(p) => p.theme.colors.red};
  }
  h3 {
    margin: 0;
    font-size: 1.05rem;
    font-weight: inherit;
    color: inherit;
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
  .sign::before {
    content: "+";
  }
  details[open] .sign::before {
    content: "-";
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
 * Items that each open and close on their own ('+' closed, '-' open, heading highlighted): HTML's
 * own disclosure, <details> and <summary>, so a question opens the moment it is tapped or chosen by
 * keyboard, before any script has run and with none at all. Closed answers are in the HTML, for
 * search engines and for the browser's find-in-page, which opens the answer it finds.
 */
export function Accordion({ items }: { items: AccordionItem[] }) {
  return (
    <List>
      {items.map((item) => (
        <details key={item.title}>
          <summary>
            <h3>{item.title}</h3>
            <span className="sign" aria-hidden="true" />
          </summary>
          <div className="panel" data-accordion-panel="">
            {item.body}
          </div>
        </details>
      ))}
    </List>
  );
}
