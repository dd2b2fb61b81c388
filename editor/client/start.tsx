// Puck's styles without their web-font import: the editor loads nothing from other sites.
import "@puckeditor/core/no-external.css";
import "./editor.css";
import "./translate/translate.css";
// Last: the touch targets and the phone layout override the two above.
import "./targets.css";
import "./phone.css";
// The Bangla the translators type and read, in the site's own Bengali face whatever this computer has.
import "../../src/styles/bengali.css";
import { useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { hydrated } from "../../src/app/hydration.tsx";
import { api, type PageFile, type SiteFacts } from "./api.ts";
import { EDITABLE_CONTENT } from "./content-files.ts";
import { EDITOR_BASE } from "./host.ts";
import { ContentEditor } from "./ContentEditor.tsx";
import { readDraft } from "./drafts.ts";
import { PageEditor } from "./PageEditor.tsx";
import { PageList } from "./PageList.tsx";
import { NO_STUDIO, StudioPartsContext, useStudioParts, type StudioParts } from "./studio-parts.tsx";

// Marker for the production-build check: this text must never be in build/client.
export const EDITOR_MARKER = "nexaforge-visual-editor";

// The development server reloads every open page when a page file changes, and shows content
// problems in an overlay. The editor made that change itself and holds it already (a reload would
// drop its undo history), and it shows problems beside their fields: it keeps its page as it is.
import.meta.hot?.on("vite:beforeFullReload", (payload: { path?: string }) => {
  payload.path = "/_editor-keeps-its-state.html";
});
import.meta.hot?.on("vite:error", () =>
  setTimeout(() => document.querySelectorAll("vite-error-overlay").forEach((e) => e.remove())),
);

// Fetched before any Bangla is shown: a text field drawn before its face arrived keeps drawing boxes.
// A face that cannot load (the server stopped, a slow network gave up) leaves the fallback font.
document.fonts?.load('16px "Noto Sans Bengali"', "বাংলা").catch(() => undefined);

// Nothing here was prerendered: every block renders at once, as after a page's hydration.
hydrated();

/** A page made with "New page" and not saved yet: a draft in this browser with no file behind it. */
function newPageAt(route: string): PageFile | undefined {
  const file = `${route.slice(1)}.json`;
  return readDraft(file)?.version === null ? { file, route } : undefined;
}

/**
 * /_editor/about edits the page of /about; /_editor/index the home page (no page can have the
 * route /index: pages/index.json is /); /_editor/404 the not-found page; /_editor/_content/site the
 * site settings, /_editor/_content/clients the client list.
 */
function App() {
  const raw = location.pathname.slice(EDITOR_BASE.length).replace(/\/+$/, "");
  const route = raw === "/index" ? "/" : raw;
  // '/_content/site' -> 'site': the site settings or a collection (content-files.ts), not a page.
  const content = EDITABLE_CONTENT.find((name) => raw === `/_content/${name}`);
  const studioParts = useStudioParts();
  const [state, setState] = useState<{ pages: PageFile[]; facts: SiteFacts } | { error: string }>();
  useEffect(() => {
    if (!route) return;
    Promise.all([api.pages(), api.site()]).then(
      ([{ pages }, facts]) => setState({ pages, facts }),
      (e: Error) => setState({ error: e.message }),
    );
  }, [route]);
  if (!route) return <PageList />;
  const studioPage = studioParts.pageAt(raw);
  if (studioPage) return studioPage;
  if (!state) return <p>Opening…</p>;
  if ("error" in state) return <p role="alert">{state.error}</p>;
  if (content) return <ContentEditor name={content} facts={state.facts} />;
  const page = state.pages.find((p) => (route === "/404" ? p.route === null : p.route === route)) ?? newPageAt(route);
  if (!page)
    return (
      <p role="alert">
        No page has the address {route}. <a href={EDITOR_BASE}>All pages</a>
      </p>
    );
  return <PageEditor file={page.file} route={page.route ?? "/404"} facts={state.facts} />;
}

/**
 * Draws the editor into the page's #editor: `npm run edit` with nothing of the studio's
 * (editor/client/main.tsx), the studio with its login, account bar and pages (studio/client/main.tsx).
 */
export function startEditor(parts: StudioParts = NO_STUDIO) {
  document.documentElement.dataset.editor = EDITOR_MARKER;
  const { Gate } = parts;
  createRoot(document.getElementById("editor")!).render(
    <StudioPartsContext.Provider value={parts}>
      <Gate>
        <App />
      </Gate>
    </StudioPartsContext.Provider>,
  );
}
