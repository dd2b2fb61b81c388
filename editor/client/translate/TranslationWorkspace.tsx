import { ExternalLink } from "lucide-react";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { pointerKeys } from "../../../engine/json-pointer.ts";
import { translatedShape } from "../../../engine/i18n/translated-shape.ts";
import { localePath } from "../../../src/lib/locale.ts";
import {
  api,
  type Problem,
  type SiteFacts,
  type TranslatedField,
  type TranslationFile,
  type TranslationJson,
} from "../api.ts";
import { ConflictNote } from "../ConflictNote.tsx";
import { EditorHeader } from "../EditorHeader.tsx";
import { CONTENT_VIEWS, PAGE_VIEWS, useView, ViewSwitch } from "../layout/ViewSwitch.tsx";
import type { PageJson } from "../mapping.ts";
import { mergeJson } from "../merge.ts";
import { ProblemList } from "../ProblemList.tsx";
import type { Opening } from "../useOpening.ts";
import { useSave, type FileState } from "../useSave.ts";
import { BanglaPreview } from "./BanglaPreview.tsx";
import { translatedPage } from "./translated-page.ts";
import type { Grouping } from "./groups.ts";
import { translationDraftKey } from "./language.ts";
import { countMarks, markOf, normalized, summaryWords } from "./marks.ts";
import { GroupFields, PartsList } from "./GroupFields.tsx";

export interface TranslationProps {
  /** The English file: 'pages/about.json', 'content/site.json'. */
  source: string;
  /** What is translated, for headings: '/about', 'Site settings'; and in a sentence: 'this page'. */
  name: string;
  what: string;
  /** A page's address: its preview is shown. Content files have none. */
  route?: string;
  grouping(english: unknown, fields: TranslationFile["english"]["fields"]): Grouping;
  /** The English switch, shown in the header. */
  language: ReactNode;
  /** Shown or not: the English editor of the same file may be the one on screen. */
  hidden: boolean;
  /** The English has unsaved changes (the Bangla translates the English as saved). */
  englishDirty: boolean;
  onDirty(dirty: boolean): void;
  /** The part on screen, kept while the translation is opened again. */
  shown: number;
  show(index: number): void;
}

interface Props extends TranslationProps {
  opened: Opening<TranslationJson>;
  english: TranslationFile["english"];
  /** Reads the English again (after a save refused because it changed). */
  refreshEnglish(): void;
  setFile(file: FileState): void;
  replace(original: TranslationJson, content: TranslationJson, version: string): void;
  reload(): void;
}

/** The English page's title ("About Us"), shown beside its address; undefined for a file that has none. */
function englishTitle(text: string): string | undefined {
  try {
    const title = (JSON.parse(text) as { meta?: { title?: unknown } }).meta?.title;
    return typeof title === "string" ? title : undefined;
  } catch {
    return undefined;
  }
}

/** '/fields/~1meta~1title/text' (a place in the translation file) -> '/meta/title' (the English field's). */
const englishPointer = (pointer: string) => pointerKeys(pointer)[1] ?? "";

/**
 * The Bangla of a page or content file: each field's English beside its Bangla, marked missing,
 * behind its English or translated; a summary of what is left; the page's preview in Bangla; Save.
 */
export function TranslationWorkspace(props: Props) {
  const { source, name, what, route, opened, english, hidden, englishDirty, onDirty, grouping } = props;
  const [translation, setTranslation] = useState<TranslationJson>(() => normalized(opened.content));
  const englishData = useMemo(() => JSON.parse(english.text) as unknown, [english.text]);
  const { groups, label } = useMemo(
    () => grouping(englishData, english.fields),
    [grouping, englishData, english.fields],
  );
  const { shown, show: setShown } = props;
  const group = groups[shown] ?? groups[0];
  const file = `i18n/bn/${source}`;

  const json = JSON.stringify(translation);
  const own = useMemo(() => {
    // Fields behind their English are checked for placeholders once translated again or confirmed.
    const behind = new Set(
      english.fields.filter((f) => markOf(f, translation.fields[f.pointer]) === "stale").map((f) => f.pointer),
    );
    return translatedShape(english.fields, translation, (pointer) => ({ file, pointer, line: 1, column: 1 }), behind);
  }, [english.fields, translation, file]);
  const [refusedProblems, setRefused] = useState<{ problems: Problem[]; about: string }>();
  const problems = refusedProblems?.about === json ? refusedProblems.problems : own;
  const saving = useSave<TranslationJson>({
    file: translationDraftKey(source),
    page: translation,
    write: (version, t) => api.saveTranslation(source, "bn", version, t.fields),
    subject: { name: "translation" },
    checked: { problems: own, about: json },
    state: opened.file,
    base: opened.original,
    active: !hidden,
    setState: props.setFile,
    setProblems: (found, about) => setRefused({ problems: found, about }),
    refused: (e) => {
      if (e.status !== 409 || !Array.isArray(e.body.englishChanged)) return undefined;
      props.refreshEnglish();
      return e.message;
    },
  });
  useEffect(() => onDirty(saving.dirty), [saving.dirty, onDirty]);

  const change = (pointer: string, field: TranslatedField | undefined) =>
    setTranslation((t) => {
      const fields = { ...t.fields };
      if (field) fields[pointer] = field;
      else delete fields[pointer];
      return normalized({ ...t, fields });
    });
  const counts = countMarks(english.fields, translation);
  const words = new Set(english.fields.map((f) => f.pointer));
  const preview = useBanglaFacts(route !== undefined && !hidden);
  // On a narrow screen one panel at a time, as in English: a part chosen shows its fields.
  const { view, show: showView, main } = useView();

  return (
    <div className="ed-app ed-tr-app">
      <EditorHeader
        title={`${name} in Bangla`}
        subtitle={route !== undefined ? englishTitle(english.text) : undefined}
        file={file}
        saving={saving}
        language={props.language}
        views={<ViewSwitch views={route !== undefined ? PAGE_VIEWS : CONTENT_VIEWS} view={view} show={showView} />}
        after={
          route !== undefined ? (
            <a href={localePath(route, "bn")} target="_blank" rel="noreferrer" className="ed-open">
              Open the Bangla page <ExternalLink aria-hidden="true" size={14} />
            </a>
          ) : undefined
        }
        leaveDirty={saving.dirty || englishDirty}
        conflict={(message) => (
          <ConflictNote<TranslationJson>
            message={message}
            what={`the Bangla of ${what}`}
            base={opened.original}
            mine={translation}
            readDisk={() => api.translation(source, "bn").then((r) => ({ text: r.text, version: r.version ?? "" }))}
            mergeWith={mergeJson}
            where={(pointer) => label(englishPointer(pointer))}
            merge={(merged, theirs, version) => {
              saving.settle();
              props.replace(theirs, merged, version);
            }}
            reload={() => {
              saving.settle();
              props.reload();
            }}
          />
        )}
      />
      <div className="ed-tr-bar">
        <p id="translation-summary">
          <strong>{summaryWords(counts)}</strong> A field not translated shows its English on the Bangla page.
        </p>
        <p>
          Only the words are translated here. Sections, pictures, links and their order are the English{" "}
          {route !== undefined ? "page's" : "file's"}: change them in English.
        </p>
        {englishDirty ? (
          <p className="ed-tr-warning">
            The English of {what} has unsaved changes. The Bangla is translated from the English as saved: save the
            English first to translate its changes.
          </p>
        ) : null}
      </div>
      <div className={route !== undefined ? "ed-main" : "ed-main ed-content-main"} data-view={view} ref={main}>
        <PartsList
          groups={groups}
          translation={translation}
          shown={shown}
          show={(i) => {
            setShown(i);
            showView("fields");
          }}
          heading={route !== undefined ? "Page settings and sections" : "Parts"}
        />
        {route !== undefined ? (
          <main className="ed-preview" aria-label="Preview in Bangla">
            {preview ? (
              <BanglaPreview
                facts={preview}
                route={route}
                page={translatedPage(englishData as PageJson, translation)}
                section={group?.section}
              />
            ) : (
              <p className="ed-hint">Opening the preview…</p>
            )}
          </main>
        ) : null}
        <aside className="ed-fields" aria-label="Fields in Bangla">
          <ProblemList
            problems={problems}
            entry={(p) => {
              const at = groups.findIndex((g) => g.fields.some((f) => f.pointer === p.pointer));
              return {
                place: { where: groups[at]?.label ?? name, field: [label(p.pointer)] },
                go: at < 0 ? undefined : { label: `Go to ${groups[at]!.label}`, select: () => setShown(at) },
              };
            }}
            ok={`No problems: the translation can be saved.`}
          />
          {group ? (
            <GroupFields
              group={group}
              english={englishData}
              words={words}
              translation={translation}
              label={label}
              problems={problems}
              change={change}
            />
          ) : null}
          <p className="ed-help">
            {counts.current} of {english.fields.length} fields translated from the English as it is now
            {group
              ? `; in ${group.label}: ${group.fields.filter((f) => markOf(f, translation.fields[f.pointer]) === "current").length} of ${group.fields.length}`
              : ""}
            .
          </p>
        </aside>
      </div>
    </div>
  );
}

/** The settings and collections in Bangla, for the preview, read once it is first shown. */
function useBanglaFacts(wanted: boolean): SiteFacts | undefined {
  const [facts, setFacts] = useState<SiteFacts>();
  useEffect(() => {
    if (wanted && !facts) api.site("bn").then(setFacts, () => undefined);
  }, [wanted, facts]);
  return facts;
}
