import { useRef, useState } from "react";
import { ONE_PANEL } from "./narrow.ts";

/** A panel a narrow screen shows on its own: 'sections' and its button's word, "Sections". */
export interface View {
  id: string;
  label: string;
}

export const PAGE_VIEWS: View[] = [
  { id: "sections", label: "Sections" },
  { id: "fields", label: "Fields" },
  { id: "preview", label: "Preview" },
];
export const CONTENT_VIEWS: View[] = [
  { id: "sections", label: "Parts" },
  { id: "fields", label: "Fields" },
];

/**
 * The panel a narrow screen shows (phone.css: `data-view` on .ed-main), starting with the list of
 * sections or parts. Showing another brings the top of the panels into view: a panel shown halfway
 * down the page it replaced would open in its middle.
 */
export function useView() {
  const [view, setView] = useState("sections");
  const main = useRef<HTMLDivElement>(null);
  const show = (next: string) => {
    setView(next);
    if (window.matchMedia(ONE_PANEL).matches)
      requestAnimationFrame(() => main.current?.scrollIntoView({ block: "start" }));
  };
  return { view, show, main };
}

/** Sections | Fields | Preview on a narrow screen (wide ones show them side by side, and no switch). */
export function ViewSwitch({ views, view, show }: { views: View[]; view: string; show(view: string): void }) {
  return (
    <div role="group" aria-label="Show" className="ed-views">
      {views.map((v) => (
        <button key={v.id} type="button" aria-pressed={v.id === view} onClick={() => show(v.id)}>
          {v.label}
        </button>
      ))}
    </div>
  );
}
