import { useCallback, useEffect, useState } from "react";
import { EDITOR_BASE } from "../../editor/client/host.ts";
import { contentTitle } from "../../editor/client/schemas.ts";
import { outcomeWords, PublishProgress, duration, type Outcome, type Running } from "./PublishProgress.tsx";
import { studioApi } from "./studio-api.ts";

interface Save {
  commit: string;
  author: string;
  at: string;
  message: string;
}
interface FileChange {
  file: string;
  removed: boolean;
  saves: Save[];
}
interface Release {
  id: string;
  installedAt: string;
  live: boolean;
  publishedBy?: string;
  buildKind?: string;
  tookMs?: number;
}
interface View {
  files?: FileChange[];
  releases: Release[];
  running: Running | null;
  last: Outcome | null;
}

async function fetchView(): Promise<View | { error: string }> {
  try {
    return await studioApi<View>("GET", "/publish");
  } catch (error) {
    return { error: (error as Error).message };
  }
}

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });

/**
 * 'pages/about.json' -> the page /about (a link to edit it); 'content/site.json' -> Site settings;
 * 'i18n/bn/pages/about.json' -> the Bangla of the page /about (a link to edit it in Bangla).
 */
function What({ change }: { change: FileChange }) {
  const translated = /^i18n\/bn\/(pages|content)\/(.+)\.json$/.exec(change.file);
  if (translated) return <Bangla kind={translated[1]!} name={translated[2]!} removed={change.removed} />;
  const page = /^pages\/(.+)\.json$/.exec(change.file)?.[1];
  if (page !== undefined) {
    if (page === "404") return <>The not-found page</>;
    const route = page === "index" ? "/" : `/${page.replace(/\/index$/, "")}`;
    if (change.removed) return <>The page {route} (deleted or moved)</>;
    return (
      <>
        The page <a href={`${EDITOR_BASE}${route === "/" ? "/index" : route}`}>{route}</a>
      </>
    );
  }
  const content = /^content\/(.+)\.json$/.exec(change.file)?.[1];
  if (content) return <>{contentTitle(content)} (every page is rebuilt)</>;
  if (change.file.startsWith("public/")) return <>The file {change.file.slice("public".length)}</>;
  return <>{change.file} (a developer&apos;s change: the whole site is rebuilt)</>;
}

/** A translation among the changes, by the page or content file it translates. */
function Bangla({ kind, name, removed }: { kind: string; name: string; removed: boolean }) {
  if (kind === "content") return <>{contentTitle(name)} in Bangla (every page is rebuilt)</>;
  if (name === "404") return <>The not-found page in Bangla</>;
  const route = name === "index" ? "/" : `/${name.replace(/\/index$/, "")}`;
  if (removed) return <>The page {route} in Bangla (deleted or moved with its page)</>;
  return (
    <>
      The page <a href={`${EDITOR_BASE}${route === "/" ? "/index" : route}?lang=bn`}>{route}</a> in Bangla
    </>
  );
}

function Pending({ files }: { files: FileChange[] | undefined }) {
  if (!files)
    return <p>Nothing has been published from the studio yet: publishing makes the whole site live as it is now.</p>;
  if (!files.length) return <p>Everything saved is live: there is nothing to publish.</p>;
  return (
    <ul className="ed-publish-changes">
      {files.map((change) => {
        const authors = [...new Set(change.saves.map((s) => s.author))];
        return (
          <li key={change.file}>
            <strong>
              <What change={change} />
            </strong>
            {authors.length > 0 && (
              <span>
                {" "}
                — saved by {authors.join(", ")}, last {when(change.saves[0]!.at)}
              </span>
            )}
            {change.saves.length > 0 && (
              <ul>
                {change.saves.slice(0, 3).map((s) => (
                  <li key={s.commit}>{s.message}</li>
                ))}
                {change.saves.length > 3 && <li>and {change.saves.length - 3} earlier save(s)</li>}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Publishing, for publishers and owners: what is saved but not yet live (by page, with who saved
 * it), "Publish now", and the releases kept, each of which "Roll back" makes live again.
 */
export default function PublishPage() {
  const [view, setView] = useState<View | { error: string }>();
  const [status, setStatus] = useState<{ text: string; alert?: boolean }>();
  const [busy, setBusy] = useState(false);
  // The publish under way (this tab's, or one found running when the page opened), as last read.
  const [progress, setProgress] = useState<{ running: Running; readAt: number }>();
  const [watching, setWatching] = useState(false);

  const load = useCallback(() => fetchView().then(setView), []);
  useEffect(() => {
    fetchView().then((found) => {
      setView(found);
      if ("running" in found && found.running) {
        setProgress({ running: found.running, readAt: Date.now() });
        setWatching(true);
      }
    });
  }, []);

  // Every second while a publish runs: its steps so far. When it has ended (this tab may not be the
  // one that started it), how it ended, and the page read again.
  useEffect(() => {
    if (!watching) return;
    const timer = setInterval(() => {
      studioApi<{ running: Running | null; last: Outcome | null }>("GET", "/publish/progress").then(
        ({ running, last }) => {
          if (running) return setProgress({ running, readAt: Date.now() });
          setWatching(false);
          setProgress(undefined);
          setStatus((shown) => shown ?? (last ? { text: outcomeWords(last), alert: !!last.problem } : undefined));
          void load();
        },
        () => undefined,
      );
    }, 1000);
    return () => clearInterval(timer);
  }, [watching, load]);

  const act = async (
    path: string,
    body: unknown,
    working: string,
    done: (result: Record<string, unknown>) => string,
  ) => {
    setBusy(true);
    setStatus({ text: working });
    try {
      setStatus({ text: done(await studioApi<Record<string, unknown>>("POST", `/${path}`, body)) });
    } catch (error) {
      setStatus({ text: (error as Error).message, alert: true });
    }
    setBusy(false);
    await load();
  };

  const publish = async () => {
    setStatus(undefined);
    setWatching(true);
    await act("publish", {}, "Publishing: checking the content…", (r) => {
      const took = typeof r.tookMs === "number" ? ` in ${duration(r.tookMs)}` : "";
      return `Published${took}. ${typeof r.live === "string" ? r.live : "The site is live with your changes."}`;
    });
    setWatching(false);
    setProgress(undefined);
  };

  const rollBack = (release: Release) => {
    const question = `Make the release of ${when(release.installedAt)} live again? Changes published after it leave the live site until the next publish (they stay saved).`;
    if (!confirm(question)) return;
    void act(
      "rollback",
      { release: release.id },
      "Rolling back…",
      () => `The release of ${when(release.installedAt)} is live again.`,
    );
  };

  if (!view) return <p>Opening…</p>;
  if ("error" in view) return <p role="alert">{view.error}</p>;
  return (
    <div className="ed-publish">
      <section aria-labelledby="ed-pending">
        <h2 id="ed-pending">Not yet live</h2>
        <Pending files={view.files} />
        {progress && <PublishProgress running={progress.running} readAt={progress.readAt} />}
        <button
          type="button"
          className="ed-primary"
          disabled={busy || !!progress || view.files?.length === 0}
          onClick={() => void publish()}
        >
          Publish now
        </button>
        {!(busy && progress) && (
          <p role={status?.alert ? "alert" : "status"} className="ed-publish-status">
            {status?.text}
          </p>
        )}
      </section>
      <section aria-labelledby="ed-releases">
        <h2 id="ed-releases">Releases kept</h2>
        {view.releases.length === 0 ? (
          <p>None yet: the first publish makes one.</p>
        ) : (
          <table className="ed-table">
            <thead>
              <tr>
                <th scope="col">Published</th>
                <th scope="col">By</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {view.releases.map((release) => (
                <tr key={release.id}>
                  <td>{when(release.installedAt)}</td>
                  <td>{release.publishedBy ?? "Put in place by the site's operator"}</td>
                  <td>
                    {release.live ? (
                      <strong>Live now</strong>
                    ) : (
                      <button type="button" disabled={busy} onClick={() => rollBack(release)}>
                        Roll back to this
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
