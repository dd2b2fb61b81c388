import { createUsePuck, Puck, type Data } from "@puckeditor/core";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { api, ApiError, type Problem, type SiteFacts } from "./api.ts";
import { blockLabel, buildConfig } from "./config.tsx";
import { EditorContext } from "./context.ts";
import { fromPuck, toPuck, type Mapped, type PageJson } from "./mapping.ts";
import { Outline } from "./Outline.tsx";
import { FrameStyles, makeShell } from "./Preview.tsx";

const usePuck = createUsePuck();

interface Opened {
  original: PageJson;
  version: string;
  mapped: Mapped;
}

type Conflict = { message: string; disk?: string; mine?: string };

/** The page editor: outline, live preview, generated fields, checks as CI does them, and Save. */
export function PageEditor({ file, route, facts }: { file: string; route: string; facts: SiteFacts }) {
  const [opened, setOpened] = useState<Opened>();
  const [error, setError] = useState<string>();
  const [generation, setGeneration] = useState(0);
  const load = useCallback(() => {
    api.page(file).then(
      ({ text, version }) => {
        const original = JSON.parse(text) as PageJson;
        setOpened({ original, version, mapped: toPuck(original) });
        setGeneration((g) => g + 1);
      },
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    );
  }, [file]);
  useEffect(load, [load]);
  const config = useMemo(() => buildConfig(makeShell(facts, route)), [facts, route]);
  if (error) return <p role="alert">{error}</p>;
  if (!opened) return <p>Opening {route}…</p>;
  return (
    <Puck
      key={generation}
      config={config}
      data={opened.mapped.data}
      iframe={{ enabled: true }}
      overrides={{ iframe: ({ children, document }) => <FrameStyles document={document}>{children}</FrameStyles> }}
    >
      <Workspace file={file} route={route} facts={facts} opened={opened} setOpened={setOpened} reload={load} />
    </Puck>
  );
}

function Workspace({
  file,
  route,
  facts,
  opened,
  setOpened,
  reload,
}: {
  file: string;
  route: string;
  facts: SiteFacts;
  opened: Opened;
  setOpened(o: Opened): void;
  reload(): void;
}) {
  const data = usePuck((s) => s.appState.data);
  const history = usePuck((s) => s.history);
  const selected = usePuck((s) => s.selectedItem);
  const dispatch = usePuck((s) => s.dispatch);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [status, setStatus] = useState("");
  const [conflict, setConflict] = useState<Conflict>();
  const page = useMemo(() => fromPuck(data as Data, opened.original, opened.mapped.origins), [data, opened]);

  // Checked as `npm run validate` checks it, a moment after each change.
  const checking = useRef(0);
  useEffect(() => {
    const ticket = ++checking.current;
    const timer = setTimeout(() => {
      api.check(file, page).then(
        (r) => ticket === checking.current && setProblems(r.problems),
        () => undefined,
      );
    }, 300);
    return () => clearTimeout(timer);
  }, [file, page]);

  const anchors = page.sections.flatMap((s) => (typeof s.id === "string" ? [s.id] : []));
  const save = async () => {
    if (problems.length) {
      setStatus(
        `Not saved: this page has ${problems.length} problem${problems.length === 1 ? "" : "s"} (listed under Problems and beside their fields). Fix ${problems.length === 1 ? "it" : "them"} first.`,
      );
      return;
    }
    setStatus("Saving…");
    try {
      const result = await api.save(file, opened.version, page);
      setOpened({ ...opened, version: result.version });
      setStatus("Saved");
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) {
        setStatus("Not saved: the file changed on disk.");
        setConflict({ message: e.message });
      } else if (e instanceof ApiError && Array.isArray(e.body.problems)) {
        setProblems(e.body.problems as Problem[]);
        setStatus(`Not saved: this page has ${(e.body.problems as Problem[]).length} problem(s).`);
      } else setStatus(`Not saved: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  const showDifference = async () => {
    const disk = await api.page(file);
    setConflict((c) => ({ message: c?.message ?? "", disk: disk.text, mine: JSON.stringify(page, null, 2) + "\n" }));
  };
  const selectSection = (index: number) =>
    dispatch({ type: "setUi", ui: { itemSelector: { index, zone: "root:default-zone" } } });

  return (
    <EditorContext.Provider value={{ facts, anchors, problems }}>
      <div className="ed-app">
        <header className="ed-header">
          <a href="/_editor">All pages</a>
          <h1>
            Editing {route} <span className="ed-file">(pages/{file})</span>
          </h1>
          <div className="ed-actions">
            <button type="button" disabled={!history.hasPast} onClick={() => history.back()}>
              Undo
            </button>
            <button type="button" disabled={!history.hasFuture} onClick={() => history.forward()}>
              Redo
            </button>
            <button type="button" className="ed-primary" onClick={() => void save()}>
              Save
            </button>
            <a href={route} target="_blank" rel="noreferrer">
              Open the page
            </a>
          </div>
          <div role="status" className="ed-status">
            {status}
          </div>
        </header>
        {conflict ? (
          <div role="alert" className="ed-conflict">
            <p>{conflict.message}</p>
            <button type="button" onClick={() => (setConflict(undefined), setStatus(""), reload())}>
              Reload from disk (drops your changes)
            </button>
            <button type="button" onClick={() => void showDifference()}>
              Show the difference
            </button>
            {conflict.disk !== undefined ? <Difference disk={conflict.disk} mine={conflict.mine ?? ""} /> : null}
          </div>
        ) : null}
        <div className="ed-main">
          <nav className="ed-outline-panel" aria-label="Page outline">
            <Outline />
          </nav>
          <main className="ed-preview" aria-label="Preview">
            <Puck.Preview />
          </main>
          <aside className="ed-fields" aria-label="Fields">
            <h2>{selected ? `Section: ${blockLabel(selected.type)}` : "Page settings"}</h2>
            {selected ? (
              <button type="button" onClick={() => dispatch({ type: "setUi", ui: { itemSelector: null } })}>
                Page settings
              </button>
            ) : null}
            <Puck.Fields />
            <ProblemList problems={problems} select={selectSection} />
          </aside>
        </div>
      </div>
    </EditorContext.Provider>
  );
}

function ProblemList({ problems, select }: { problems: Problem[]; select(i: number): void }) {
  if (!problems.length) return <p className="ed-ok">No problems: this page can be saved.</p>;
  return (
    <section aria-labelledby="problems-heading" className="ed-problem-list">
      <h2 id="problems-heading">Problems ({problems.length})</h2>
      <ul>
        {problems.map((p, i) => {
          const section = /^\/sections\/(\d+)/.exec(p.pointer);
          return (
            <li key={i}>
              {p.pointer ? <code>{p.pointer}</code> : null} {p.message}
              {section ? (
                <button type="button" onClick={() => select(Number(section[1]))}>
                  Go to section {Number(section[1]) + 1}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The lines that differ between the file on disk and this editor's version. */
function Difference({ disk, mine }: { disk: string; mine: string }) {
  const a = disk.split("\n");
  const b = mine.split("\n");
  const onlyDisk = a.filter((l) => !b.includes(l));
  const onlyMine = b.filter((l) => !a.includes(l));
  return (
    <div className="ed-diff">
      <h2>On disk, not here</h2>
      <pre>{onlyDisk.join("\n") || "(nothing)"}</pre>
      <h2>Here, not on disk</h2>
      <pre>{onlyMine.join("\n") || "(nothing)"}</pre>
    </div>
  );
}
