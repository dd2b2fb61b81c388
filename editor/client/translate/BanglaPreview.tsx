import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { BlockView } from "../../../src/app/PageRenderer.tsx";
import type { Block } from "../../../src/lib/blocks.ts";
import bengaliCss from "../../../src/styles/bengali.css?inline";
import type { SiteFacts } from "../api.ts";
import { blockLabel } from "../config.tsx";
import { DeviceStage } from "../DevicePreview.tsx";
import type { PageJson } from "../mapping.ts";
import { FrameStyles, PreviewShell } from "../Preview.tsx";

/** The frame's first document: in Bangla, with the site's Bengali face. */
const FRAME = `<!doctype html><html lang="bn"><head><meta charset="utf-8"><style>${bengaliCss}</style></head><body></body></html>`;

/** Room left above a section scrolled to, for the site's sticky header (px), as in the English preview. */
const BELOW_HEADER = 96;

interface Props {
  /** The Bangla settings and collections (api.site('bn')). */
  facts: SiteFacts;
  route: string;
  page: PageJson;
  /** The section chosen in the list, scrolled into view. */
  section?: number;
}

/**
 * The page as its Bangla edition shows it, with the translation as it is in the editor (saved or
 * not), rendered by the site's own components in a frame of its own at the device widths.
 */
export function BanglaPreview({ facts, route, page, section }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [doc, setDoc] = useState<Document>();
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const ready = () => setDoc(element.contentDocument ?? undefined);
    if (element.contentDocument?.readyState === "complete" && element.contentDocument.body) ready();
    element.addEventListener("load", ready);
    return () => element.removeEventListener("load", ready);
  }, []);
  useEffect(() => {
    const view = doc?.defaultView;
    const target = section === undefined ? undefined : doc?.querySelector(`[data-bn-section="${section}"]`);
    const first = target?.firstElementChild;
    if (view && first)
      view.scrollTo({ top: Math.max(0, first.getBoundingClientRect().top + view.scrollY - BELOW_HEADER) });
  }, [doc, section]);
  return (
    <DeviceStage>
      <iframe ref={frame} title="Preview of the page in Bangla" srcDoc={FRAME} className="ed-bn-frame" />
      {doc?.body
        ? createPortal(
            <FrameStyles document={doc}>
              <PreviewShell facts={facts} route={route} locale="bn">
                {page.sections.map((s, i) => (
                  <div key={`${i}-${String(s.type)}`} data-bn-section={i} style={{ display: "contents" }}>
                    {s.hidden === true ? (
                      <div className="ed-hidden-note">
                        Hidden section: {blockLabel(String(s.type))} (not shown on the site)
                      </div>
                    ) : (
                      <BlockView block={s as unknown as Block} />
                    )}
                  </div>
                ))}
              </PreviewShell>
            </FrameStyles>,
            doc.body,
          )
        : null}
    </DeviceStage>
  );
}
