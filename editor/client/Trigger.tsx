import type { LucideIcon } from "lucide-react";
import { IconButton } from "./IconButton.tsx";

/**
 * The button that opens a dialog: its words alone, or with `icon` an IconButton, the icon over its
 * words as Undo and Redo show them (the open page's actions in the header, where a row of full
 * buttons squeezed the page's name away at 1280 px).
 */
export function Trigger({ label, icon, onClick }: { label: string; icon?: LucideIcon; onClick(): void }) {
  if (icon) return <IconButton label={label} icon={icon} onClick={onClick} />;
  return (
    <button type="button" onClick={onClick}>
      {label}
    </button>
  );
}
