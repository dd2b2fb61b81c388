import { createUsePuck, Puck, type Data } from "@puckeditor/core";
import { ExternalLink, Redo2, Undo2 } from "lucide-react";
import { useCallback, useEffect, useMemo, type ReactNode } from "react";
import { api, type Problem, type SiteFacts } from "./api.ts";
import { canonicalQuestion } from "./canonical-question.ts";
import { blockLabel } from "./config.tsx";
import { ConflictNote } from "./ConflictNote.tsx";
import { EditorContext } from "./context.ts";
import { DevicePreview } from "./DevicePreview.tsx";
import { EditorHeader } from "./EditorHeader.tsx";
import { placeholderAt } from "./examples.ts";
import { IconButton } from "./IconButton.tsx";
import { PAGE_VIEWS, useView, ViewSwitch } from "./layout/ViewSwitch.tsx";
import { fromPuck, type Mapped, type PageJson } from "./mapping.ts";
import { mergePages } from "./merge.ts";
import { Outline, ZONE } from "./Outline.tsx";
import { PageActions } from "./PageActions.tsx";
import { placeOf, placeWords } from "./problem-place.ts";
import { entryWords, ProblemList, type ProblemEntry } from "./ProblemList.tsx";
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

/** A place in the page in the editor's words: 'Section 3, FAQ "Questions" › Heading'. */
const wherePage = (pointer: string, page: PageJson) => placeWords(placeOf(pointer, page));

export interface Opened {
  original: PageJson;
  mapped: Mapped;
  file: FileState;
  /** A new page made by "Duplicate page": the page file it copies, whose translations its first Save copies. */
  copyOf?: string;
}

interface Props {
  file: string;
  route: string;
  facts: SiteFacts;
  opened: Opened;
  setOpened(o: Opened): void;
  /** Opens `content` anew (a merge's result), unsaved against the file `original` at `version`, history cleared. */
  replace(original: PageJson, content: PageJson, version: string): void;
  reload(): void;
  /** The switch to the page's Bangla, shown in the header. */
  language?: ReactNode;
  /** The Bangla is on screen instead: this stays open, unsaved changes and undo kept, but answers no keys. */
  hidden?: boolean;
  /** The page's Bangla has unsaved changes: "All pages" asks first here too. */
  otherDirty?: boolean;
  onDirty?(dirty: boolean): void;
}

/** The open page: header with Save and its status, outline, preview, fields and problems. */
export function Workspace(props: Props) {
  const { file, route, facts, opened, setOpened, replace, reload, hidden = false, onDirty } = props;
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
    write: (version, p) => api.save(file, version, p, version === null ? opened.copyOf : undefined),
    checked,
    state: opened.file,
    base: opened.original,
    copyOf: opened.copyOf,
    active: !hidden,
    explain: (p) => entryWords(p, { place: placeOf(p.pointer, page) }),
    setState: (state) => setOpened({ ...opened, file: state }),
    setProblems: (found, about) => setChecked({ problems: found, about }),
  });

  useEffect(() => onDirty?.(saving.dirty), [saving.dirty, onDirty]);
  // Hidden, nothing stays selected: Puck's Delete key removes the selected section wherever the focus is.
  useEffect(() => {
    if (hidden) dispatch({ type: "setUi", ui: { itemSelector: null } });
  }, [hidden, dispatch]);

  const question = canonicalQuestion(route, page.meta);
  const anchors = page.sections.flatMap((s) => (typeof s.id === "string" ? [s.id] : []));
  const selectSection = (index: number | null) =>
    dispatch({ type: "setUi", ui: { itemSelector: index === null ? null : { index, zone: ZONE } } });
  // On a narrow screen one panel at a time: a section chosen shows its fields.
  const { view, show, main } = useView();

  return (
    <EditorContext.Provider value={{ facts, anchors, problems, placeholder: (p) => placeholderAt(page, p) }}>
      <div className="ed-app">
        <EditorHeader
          title={route}
          subtitle={typeof page.meta.title === "string" ? page.meta.title : undefined}
          file={`pages/${file}`}
          saving={saving}
          language={props.language}
          leaveDirty={saving.dirty || props.otherDirty === true}
          views={<ViewSwitch views={PAGE_VIEWS} view={view} show={show} />}
          before={
            <>
              <IconButton label="Undo" icon={Undo2} disabled={!history.hasPast} onClick={() => history.back()} />
              <IconButton label="Redo" icon={Redo2} disabled={!history.hasFuture} onClick={() => history.forward()} />
            </>
          }
          after={
            <a href={route} target="_blank" rel="noreferrer" className="ed-open">
              Open the page <ExternalLink aria-hidden="true" size={14} />
            </a>
          }
          actions={
            // Unsaved Bangla counts too: a move takes the Bangla as saved, and its draft would stay behind.
            <PageActions
              file={file}
              route={route}
              version={opened.file.version}
              dirty={saving.dirty || props.otherDirty === true}
              page={page}
            />
          }
          conflict={(message) => (
            <ConflictNote<PageJson>
              message={message}
              what="this page"
              base={opened.original}
              mine={page}
              readDisk={() => api.page(file)}
              mergeWith={mergePages}
              where={wherePage}
              merge={(merged, theirs, version) => {
                saving.settle();
                replace(theirs, merged, version);
              }}
              reload={() => {
                saving.settle();
                reload();
              }}
            />
          )}
        />
        <div className="ed-main" data-view={view} ref={main}>
          <nav className="ed-outline-panel" aria-label="Page outline">
            <Outline onChoose={() => show("fields")} />
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
            <ProblemList problems={problems} entry={(p) => pageEntry(p, page, selectSection)} ok={OK} />
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
