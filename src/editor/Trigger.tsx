import type { LucideIcon } from "lucide-react";

/**
 * The button that opens a dialog: its words alone, or with `icon` the icon over its words, as Undo
 * and Redo show them (the open page's actions in the header, where a row of full buttons squeezed
 * the page's name away at 1280 px).
 */
export function Trigger({ label, icon: Icon, onClick }: { label: string; icon?: LucideIcon; onClick(): void }) {
  if (!Icon)
    return (
      <button type="button" onClick={onClick}>
        {label}
      </button>
    );
  return (
    <button type="button" className="ed-icon" onClick={onClick}>
      <Icon aria-hidden="true" size={16} strokeWidth={2} />
      <span className="ed-icon-word">{label}</span>
    </button>
  );
}
