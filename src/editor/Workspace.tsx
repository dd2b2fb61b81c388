import { createUsePuck, Puck, type Data } from "@puckeditor/core";
import { useCallback, useMemo } from "react";
import { api, type Problem, type SiteFacts } from "./api.ts";
import { blockLabel } from "./config.tsx";
import { EditorContext } from "./context.ts";
import { EditorHeader } from "./EditorHeader.tsx";
import { DevicePreview } from "./DevicePreview.tsx";
import { placeholderAt } from "./examples.ts";
import { fromPuck, type Mapped, type PageJson } from "./mapping.ts";
import { Outline, ZONE } from "./Outline.tsx";
import { placeOf } from "./problem-place.ts";
import { ProblemList, type ProblemEntry } from "./ProblemList.tsx";
import { useCheck } from "./useCheck.ts";
import { useSave, type FileState } from "./useSave.ts";

const usePuck = createUsePuck();

const OK = "No problems: this page can be saved.";

/** A problem of the page at its place: the button selects its section (or the page settings). */
function pageEntry(problem: Problem, page: PageJson, select: (section: number | null) => void): ProblemEntry {
  const place = placeOf(problem.pointer, page);
  const label = place.section !== undefined ? `Go to section ${place.section + 1}` : "Go to page settings";
  return { place, go: { label, select: () => select(place.section ?? null) } };
}

export interface Opened {
  original: PageJson;
  mapped: Mapped;
  file: FileState;
}

interface Props {
  file: string;
  route: string;
  facts: SiteFacts;
  opened: Opened;
  setOpened(o: Opened): void;
  reload(): void;
}

/** The open page: header with Save and its status, outline, preview, fields and problems. */
export function Workspace({ file, route, facts, opened, setOpened, reload }: Props) {
  const data = usePuck((s) => s.appState.data);
  const history = usePuck((s) => s.history);
  const selected = usePuck((s) => s.selectedItem);
  const dispatch = usePuck((s) => s.dispatch);
  const page = useMemo(() => fromPuck(data as Data, opened.original, opened.mapped.origins), [data, opened]);

  // Checked as `npm run validate` checks it, a moment after each change.
  const check = useCallback((p: PageJson) => api.check(file, p), [file]);
  const [checked, setChecked] = useCheck(page, check);
  const problems = checked.problems;

  const saving = useSave({
    file,
    page,
    write: (version, p) => api.save(file, version, p),
    checked,
    state: opened.file,
    setState: (state) => setOpened({ ...opened, file: state }),
    setProblems: (found, about) => setChecked({ problems: found, about }),
  });

  const anchors = page.sections.flatMap((s) => (typeof s.id === "string" ? [s.id] : []));
  const selectSection = (index: number | null) =>
    dispatch({ type: "setUi", ui: { itemSelector: index === null ? null : { index, zone: ZONE } } });

  return (
    <EditorContext.Provider value={{ facts, anchors, problems, placeholder: (p) => placeholderAt(page, p) }}>
      <div className="ed-app">
        <EditorHeader
          title={route}
          file={`pages/${file}`}
          saving={saving}
          before={
            <>
              <button type="button" disabled={!history.hasPast} onClick={() => history.back()}>
                Undo
              </button>
              <button type="button" disabled={!history.hasFuture} onClick={() => history.forward()}>
                Redo
              </button>
            </>
          }
          after={
            <a href={route} target="_blank" rel="noreferrer">
              Open the page
            </a>
          }
          readDisk={() => api.page(file).then((r) => r.text)}
          mine={page}
          reload={reload}
        />
        <div className="ed-main">
          <nav className="ed-outline-panel" aria-label="Page outline">
            <Outline />
          </nav>
          <main className="ed-preview" aria-label="Preview">
            <DevicePreview />
          </main>
          <aside className="ed-fields" aria-label="Fields">
            <h2>{selected ? `Section: ${blockLabel(selected.type)}` : "Page settings"}</h2>
            {selected ? (
              <button type="button" onClick={() => dispatch({ type: "setUi", ui: { itemSelector: null } })}>
                Page settings
              </button>
            ) : null}
            <Puck.Fields />
            <ProblemList problems={problems} entry={(p) => pageEntry(p, page, selectSection)} ok={OK} />
          </aside>
        </div>
      </div>
    </EditorContext.Provider>
  );
}
