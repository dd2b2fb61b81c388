import type { LucideIcon } from "lucide-react";

/**
 * A compact button showing an icon, named for assistive technology and keyboard users by its label
 * ("Move up"), which also shows as a tooltip (or `tip`, a longer explanation).
 */
export function IconButton({
  label,
  icon: Icon,
  tip,
  disabled,
  pressed,
  danger,
  onClick,
}: {
  label: string;
  icon: LucideIcon;
  tip?: string;
  disabled?: boolean;
  pressed?: boolean;
  danger?: boolean;
  onClick(): void;
}) {
  return (
    <button
      type="button"
      className={danger ? "ed-icon ed-danger" : "ed-icon"}
      aria-label={label}
      aria-pressed={pressed}
      title={tip ?? label}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon aria-hidden="true" size={16} strokeWidth={2} />
    </button>
  );
}
