import styled from "@emotion/styled";
import { CircleCheck } from "lucide-react";

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 1.25em;
  display: grid;
  gap: 10px;
  li {
    display: flex;
    gap: 10px;
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 3px;
    color: ${(p) => p.theme.colors.accentText};
  }
`;

/** A list of short points, each with a tick. */
export function TickList({ items }: { items: readonly string[] }) {
  return (
    <List>
      {items.map((item) => (
        <li key={item}>
          <CircleCheck size={20} aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </List>
  );
}
