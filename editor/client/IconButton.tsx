import type { LucideIcon } from "lucide-react";

/**
 * A compact button: an icon with its word beside it ("Move up"), visible on every screen (a phone
 * has no hover to show a tooltip); `tip` is a longer explanation shown on hover.
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
      aria-pressed={pressed}
      title={tip}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon aria-hidden="true" size={16} strokeWidth={2} />
      <span className="ed-icon-word">{label}</span>
    </button>
  );
}
