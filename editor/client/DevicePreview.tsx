import { createUsePuck, Puck } from "@puckeditor/core";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { PHONE } from "./layout/narrow.ts";

const usePuck = createUsePuck();

/** The widths a page is previewed at: the page lays itself out for that width, as on that device. */
const DEVICES = [
  { name: "Phone", width: 390 },
  { name: "Tablet", width: 768 },
  { name: "Desktop", width: 1440 },
] as const;

/** The preview's frame, in which the site's own scripts run: Puck's iframe (its id is Puck's). */
const previewDocument = () =>
  (document.getElementById("preview-frame") as HTMLIFrameElement | null)?.contentDocument ?? undefined;

/** Outline for the selected section inside the preview's own document (the editor's styles stop at the frame). */
const OUTLINE_CSS = `[data-editor-selected] { outline: 3px solid #0b57d0; outline-offset: -3px; }`;

/** Room left above a section scrolled to, for the site's sticky header (px). */
const BELOW_HEADER = 96;

/** Scrolls the selected section into view in the preview and outlines it, once it is drawn there. */
function useShowSelected() {
  const id = usePuck((s) => s.selectedItem?.props.id as string | undefined);
  useEffect(() => {
    let frames = 30;
    let request = 0;
    const show = () => {
      const doc = previewDocument();
      const element = id ? doc?.querySelector(`[data-puck-component="${CSS.escape(id)}"]`) : null;
      if (doc && !doc.getElementById("editor-outline")) {
        const style = doc.createElement("style");
        style.id = "editor-outline";
        style.textContent = OUTLINE_CSS;
        doc.head.append(style);
      }
      doc?.querySelectorAll("[data-editor-selected]").forEach((e) => e.removeAttribute("data-editor-selected"));
      if (element) {
        element.setAttribute("data-editor-selected", "");
        // The frame's own window only: scrollIntoView would also scroll the editor's panels around it.
        const view = doc!.defaultView!;
        view.scrollTo({ top: Math.max(0, element.getBoundingClientRect().top + view.scrollY - BELOW_HEADER) });
      } else if (id && frames-- > 0) request = requestAnimationFrame(show);
    };
    show();
    return () => cancelAnimationFrame(request);
  }, [id]);
}

/**
 * The preview at a device's real width (Phone 390 px, Tablet 768 px, Desktop 1440 px), scaled down to
 * fit the panel: the page inside lays itself out, scrolls and keeps its header in view as the site does.
 */
export function DevicePreview() {
  useShowSelected();
  return (
    <DeviceStage>
      <Puck.Preview />
    </DeviceStage>
  );
}

/** The device widths and the scaled stage around a preview's frame (Puck's, or the Bangla preview's own). */
export function DeviceStage({ children }: { children: ReactNode }) {
  // On a phone, the page as a phone shows it: Desktop scaled to a phone's width is too small to read.
  const [device, setDevice] = useState<(typeof DEVICES)[number]>(() =>
    window.matchMedia(PHONE).matches ? DEVICES[0] : DEVICES[2],
  );
  const stage = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) =>
      setRoom({ width: entry!.contentRect.width, height: entry!.contentRect.height }),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = room.width ? Math.min(1, room.width / device.width) : 1;
  return (
    <div className="ed-preview-panel">
      <div role="group" aria-label="Preview width" className="ed-devices">
        {DEVICES.map((d) => (
          <button key={d.name} type="button" aria-pressed={d === device} onClick={() => setDevice(d)}>
            {d.name} ({d.width} px)
          </button>
        ))}
        <span className="ed-scale">{Math.round(scale * 100)}%</span>
      </div>
      <div ref={stage} className="ed-stage">
        <div
          className="ed-device"
          style={{
            width: device.width,
            height: room.height / scale,
            left: Math.max(0, (room.width - device.width * scale) / 2),
            transform: `scale(${scale})`,
          }}
        >
          {children}
        </div>
      </div>
    </div>
  );
}
