import styled from "@emotion/styled";
import { Check, X } from "lucide-react";
import { useSite } from "../lib/context.tsx";

const Badge = styled.span<{ yes: boolean }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  color: #fff;
  background: ${(p) => (p.yes ? "#15803d" : "#b91c1c")};
`;

/**
 * A tick or a cross that screen readers announce by `label`, or else as the site's words for yes and
 * no (content/site.json "ui").
 */
export function Mark({ yes, label }: { yes: boolean; label?: string }) {
  const { ui } = useSite().site;
  return (
    <Badge yes={yes} role="img" aria-label={label ?? (yes ? ui.yes : ui.no)}>
      {yes ? (
        <Check size={16} strokeWidth={3} aria-hidden="true" />
      ) : (
        <X size={16} strokeWidth={3} aria-hidden="true" />
      )}
    </Badge>
  );
}
