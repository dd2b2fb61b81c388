import { createUsePuck, Puck, type Data } from "@puckeditor/core";
import { ArrowLeft, ExternalLink, Redo2, Undo2 } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { api, type Problem, type SiteFacts } from "./api.ts";
import { canonicalQuestion } from "./canonical-question.ts";
import { blockLabel } from "./config.tsx";
import { ConflictNote } from "./ConflictNote.tsx";
import { EditorContext } from "./context.ts";
import { IconButton } from "./IconButton.tsx";
import { DevicePreview } from "./DevicePreview.tsx";
import { placeholderAt } from "./examples.ts";
import { LeaveLink } from "./LeaveLink.tsx";
import { asSaved, fromPuck, toPuck, type Mapped, type PageJson } from "./mapping.ts";
import { Outline, ZONE } from "./Outline.tsx";
import { PageActions } from "./PageActions.tsx";
import { ProblemList } from "./ProblemList.tsx";
import { useSave, type FileState } from "./useSave.ts";

const usePuck = createUsePuck();

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
  /** Opens a page anew in the editor (a merge's result, unsaved against `o.file`), history cleared. */
  replace(o: Opened): void;
  reload(): void;
}

/** The open page: header with Save and its status, outline, preview, fields and problems. */
export function Workspace({ file, route, facts, opened, setOpened, replace, reload }: Props) {
  const data = usePuck((s) => s.appState.data);
  const history = usePuck((s) => s.history);
  const selected = usePuck((s) => s.selectedItem);
  const dispatch = usePuck((s) => s.dispatch);
  // The problems found, and the page (as JSON text) they were found in.
  const [checked, setChecked] = useState<{ problems: Problem[]; about: string }>({ problems: [], about: "" });
  const problems = checked.problems;
  const [conflict, setConflict] = useState<string>();
  const page = useMemo(() => fromPuck(data as Data, opened.original, opened.mapped.origins), [data, opened]);

  // Checked as `npm run validate` checks it, a moment after each change.
  const checking = useRef(0);
  useEffect(() => {
    const ticket = ++checking.current;
    const timer = setTimeout(() => {
      api.check(file, page).then(
        (r) => ticket === checking.current && setChecked({ problems: r.problems, about: JSON.stringify(page) }),
        () => undefined,
      );
    }, 300);
    return () => clearTimeout(timer);
  }, [file, page]);

  const { save, status, dirty, clearNote } = useSave({
    file,
    page,
    checked,
    state: opened.file,
    base: opened.original,
    setState: (state) => setOpened({ ...opened, file: state }),
    setProblems: (found, about) => setChecked({ problems: found, about }),
    onConflict: setConflict,
  });

  const question = canonicalQuestion(route, page.meta);
  const anchors = page.sections.flatMap((s) => (typeof s.id === "string" ? [s.id] : []));
  const selectSection = (index: number | null) =>
    dispatch({ type: "setUi", ui: { itemSelector: index === null ? null : { index, zone: ZONE } } });

  return (
    <EditorContext.Provider value={{ facts, anchors, problems, placeholder: (p) => placeholderAt(page, p) }}>
      <div className="ed-app">
        <header className="ed-header">
          <LeaveLink href="/_editor" dirty={dirty}>
            <ArrowLeft aria-hidden="true" size={16} /> All pages
          </LeaveLink>
          <h1>
            Editing {route} <span className="ed-file">(pages/{file})</span>
          </h1>
          <div role="status" className="ed-status">
            {status}
          </div>
          <div className="ed-actions">
            <IconButton label="Undo" icon={Undo2} disabled={!history.hasPast} onClick={() => history.back()} />
            <IconButton label="Redo" icon={Redo2} disabled={!history.hasFuture} onClick={() => history.forward()} />
            <button
              type="button"
              className="ed-primary"
              aria-keyshortcuts="Control+S Meta+S"
              onClick={() => void save()}
            >
              Save
            </button>
            <a href={route} target="_blank" rel="noreferrer" className="ed-open">
              Open the page <ExternalLink aria-hidden="true" size={14} />
            </a>
          </div>
          <PageActions file={file} route={route} version={opened.file.version} dirty={dirty} page={page} />
        </header>
        {conflict !== undefined ? (
          <ConflictNote
            message={conflict}
            file={file}
            base={opened.original}
            mine={page}
            merge={(merged, theirs, version) => {
              setConflict(undefined);
              clearNote();
              replace({ original: theirs, mapped: toPuck(merged), file: { version, saved: asSaved(theirs) } });
            }}
            reload={() => {
              setConflict(undefined);
              clearNote();
              reload();
            }}
          />
        ) : null}
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
            <ProblemList problems={problems} page={page} select={selectSection} />
            <Puck.Fields />
            {question ? (
              <p role="status" className="ed-hint">
                {question}
              </p>
            ) : null}
          </aside>
        </div>
      </div>
    </EditorContext.Provider>
  );
}
