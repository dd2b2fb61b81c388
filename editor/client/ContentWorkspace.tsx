import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { api, type ContentProblem, type Problem, type SiteFacts } from "./api.ts";
import { contentSpecs } from "./config.tsx";
import { contentDraftKey, type EditableContent } from "./content-files.ts";
import { contentParts } from "./content-parts.ts";
import { ConflictNote } from "./ConflictNote.tsx";
import { EditorContext } from "./context.ts";
import { EditorHeader } from "./EditorHeader.tsx";
import { CONTENT_VIEWS, useView, ViewSwitch } from "./layout/ViewSwitch.tsx";
import { SchemaField } from "./fields/SchemaField.tsx";
import type { PropertySpec } from "./fields/spec.ts";
import { mergeJson } from "./merge.ts";
import { contentPlaceOf, placeWords } from "./problem-place.ts";
import { entryWords, ProblemList, type ProblemEntry } from "./ProblemList.tsx";
import { contentTitle } from "./schemas.ts";
import { useCheck } from "./useCheck.ts";
import type { Opening } from "./useOpening.ts";
import { useSave, type FileState } from "./useSave.ts";

type Data = Record<string, unknown>;

interface Part {
  label: string;
  fields: PropertySpec[];
}

/** The file's fields in its parts (content-parts.ts: the site settings by where they show on the site). */
const partsOf = (name: string, specs: PropertySpec[]): Part[] =>
  contentParts(name, specs).map(({ label, keys }) => ({
    label,
    fields: keys.map((k) => specs.find((p) => p.key === k)!),
  }));

/** 'site' -> "the site settings have"; a collection's title is one thing ("the client list has"). */
const subjectOf = (name: EditableContent) =>
  name === "site" ? { name: "site settings", plural: true } : { name: contentTitle(name).toLowerCase() };

interface Props {
  name: EditableContent;
  facts: SiteFacts;
  opened: Opening<Data>;
  setFile(file: FileState): void;
  /** Opens `content` anew (a merge's result), unsaved against the file `original` at `version`. */
  replace(original: Data, content: Data, version: string): void;
  reload(): void;
  /** The switch to the file's Bangla, in the header. */
  language?: ReactNode;
  /** The Bangla is on screen instead: this stays open with its unsaved changes, answering no keys. */
  hidden?: boolean;
  /** The Bangla has unsaved changes: "All pages" asks first here too. */
  otherDirty?: boolean;
  /** The part on screen, kept by the editor around this: a merge opens the file anew on the same part. */
  shown: number;
  setShown(part: number): void;
  onDirty?(dirty: boolean): void;
}

/** An open content file: header with Save and its status, its parts, and the fields of one part with the problems. */
export function ContentWorkspace(props: Props) {
  const { name, facts, opened, setFile, replace, reload, hidden = false, onDirty } = props;
  const file = `content/${name}.json`;
  const title = contentTitle(name);
  const specs = useMemo(() => contentSpecs(name), [name]);
  const parts = useMemo(() => partsOf(name, specs), [name, specs]);
  const [data, setData] = useState<Data>(opened.content);
  const { shown, setShown } = props;
  // On a narrow screen the parts, or one part's fields: a part chosen shows its fields.
  const { view, show, main } = useView();

  const check = useCallback((value: Data) => api.checkContent(name, value), [name]);
  const [checked, setChecked] = useCheck<Data, ContentProblem>(data, check);
  const saving = useSave({
    file: contentDraftKey(name),
    page: data,
    write: (version, value) => api.saveContent(name, version, value),
    subject: subjectOf(name),
    checked,
    state: opened.file,
    base: opened.original,
    active: !hidden,
    explain: (p) => entryWords(p, entry(p)),
    setState: setFile,
    setProblems: (found, about) => setChecked({ problems: found, about }),
  });
  const subject = subjectOf(name);
  useEffect(() => onDirty?.(saving.dirty), [saving.dirty, onDirty]);
  // Only this file's problems are beside its fields; a page's problem is said whole in the list.
  const own = checked.problems.filter((p) => p.file === file);

  const entry = (p: ContentProblem): ProblemEntry => {
    const place = contentPlaceOf(p.pointer, specs);
    if (p.said) return { place, said: p.said };
    const key = p.pointer.split("/")[1];
    const at = parts.findIndex((part) => part.fields.some((f) => f.key === key));
    return { place, go: at < 0 ? undefined : { label: `Go to ${parts[at]!.label}`, select: () => setShown(at) } };
  };
  const part = parts[shown] ?? parts[0]!;

  return (
    <EditorContext.Provider value={{ facts, anchors: [], problems: own, placeholder: () => undefined }}>
      <div className="ed-app">
        <EditorHeader
          title={title}
          file={file}
          saving={saving}
          language={props.language}
          leaveDirty={saving.dirty || props.otherDirty === true}
          views={<ViewSwitch views={CONTENT_VIEWS} view={view} show={show} />}
          conflict={(message) => (
            <ConflictNote<Data>
              message={message}
              what={`the ${subject.name}`}
              base={opened.original}
              mine={data}
              readDisk={() => api.content(name)}
              mergeWith={mergeJson}
              where={(pointer) => placeWords(contentPlaceOf(pointer, specs))}
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
        <div className="ed-main ed-content-main" data-view={view} ref={main}>
          <nav className="ed-outline-panel" aria-label="Parts">
            <h2>Parts</h2>
            <ul className="ed-outline">
              {parts.map((p, i) => (
                <li key={p.label} className={i === shown ? "ed-selected" : undefined}>
                  <button
                    type="button"
                    aria-current={i === shown || undefined}
                    onClick={() => {
                      setShown(i);
                      show("fields");
                    }}
                  >
                    {p.label}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <main className="ed-fields" aria-label="Fields">
            <ProblemList
              problems={checked.problems as Problem[]}
              entry={entry}
              ok={`No problems: the ${subject.name} can be saved.`}
            />
            <h2>{part.label}</h2>
            {part.fields.map((f) => (
              <SchemaField
                key={f.key}
                spec={f.spec}
                value={data[f.key]}
                pointer={`/${f.key}`}
                onChange={(v) => setData((d) => ({ ...d, [f.key]: v }))}
              />
            ))}
          </main>
        </div>
      </div>
    </EditorContext.Provider>
  );
}
