import styled from "@emotion/styled";
import { Check, X } from "lucide-react";

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

/** A tick or a cross that screen readers announce as "Yes" or "No" (the words are settable). */
export function Mark({ yes, label }: { yes: boolean; label?: string }) {
  return (
    <Badge yes={yes} role="img" aria-label={label ?? (yes ? "Yes" : "No")}>
      {yes ? (
        <Check size={16} strokeWidth={3} aria-hidden="true" />
      ) : (
        <X size={16} strokeWidth={3} aria-hidden="true" />
      )}
    </Badge>
  );
}
