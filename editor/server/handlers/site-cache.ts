import path from "node:path";
import { sibling } from "../../../contracts/code-root.ts";
import { loadSiteContent } from "../../../engine/load.server.ts";
import { prepareSite, type PreparedSite } from "../../../engine/page-check.server.ts";
import type { Problem } from "../../../engine/problems.ts";
import { ThreadFailed, ThreadTimeout, WorkerThread } from "../../../engine/worker-thread.server.ts";
import { Refusal } from "../refusal.ts";
import { FileStore } from "../store/file-store.ts";
import { SITE_WORK, siteWork, type KeptSite, type SiteWork } from "./site-work.ts";

export interface SiteCacheOptions {
  /**
   * The site's work (site-work.ts) in a worker thread of the cache's own, as a host runs it (the studio,
   * `npm run edit`): one editor's check of a large draft or a large site never holds up the answers to
   * everyone else. Without it the work runs in the thread that asks (tests).
   */
  thread?: boolean;
  /** The longest one piece of work may run in the thread before it is stopped (a minute). */
  timeoutMs?: number;
}

/**
 * An error from the thread as the host answers it: a refusal is a Refusal again (worker-thread.mjs
 * sends an error's own fields: its status and details), work stopped for its time a 503 in plain words.
 */
function fromThread(error: unknown, timeoutMs: number): unknown {
  const seconds = Math.max(1, Math.round(timeoutMs / 1000));
  const time = seconds === 60 ? "a minute" : seconds === 1 ? "a second" : `${seconds} seconds`;
  if (error instanceof ThreadTimeout)
    return new Refusal(
      503,
      `Checking this took longer than ${time}, so it was stopped and nothing was saved. Try again in a moment; if it happens again, what you changed may be too large to check at once.`,
    );
  const { status, details } = error instanceof ThreadFailed ? error.fields : {};
  if (typeof status === "number")
    return new Refusal(status, (error as Error).message, (details ?? {}) as Record<string, unknown>);
  return error;
}

/**
 * The site read once for the check after each change (page-check.server.ts), and the site's
 * problems as it is on disk for the content check: kept between requests, forgotten after anything
 * the editor writes (handle.ts) and when a file the checks read changes (the host's file watcher).
 * `work` is what reads the whole site, here or in the cache's worker thread (`thread`), where a
 * cache of the thread's own keeps the site.
 */
export class SiteCache implements KeptSite {
  private site: PreparedSite | undefined;
  private problems: Problem[] | undefined;
  readonly work: SiteWork;
  private readonly thread: WorkerThread<SiteWork> | undefined;

  constructor(
    private readonly root: string,
    { thread = false, timeoutMs = 60_000 }: SiteCacheOptions = {},
  ) {
    if (!thread) {
      this.work = siteWork(new FileStore(root), this);
      return;
    }
    const worker = new WorkerThread<SiteWork>(sibling(import.meta.url, "site-worker"), root, { timeoutMs });
    this.thread = worker;
    const call =
      (name: keyof SiteWork) =>
      (...args: unknown[]) =>
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        worker.call(name, ...(args as any)).catch((error: unknown) => {
          throw fromThread(error, timeoutMs);
        });
    this.work = Object.fromEntries(SITE_WORK.map((name) => [name, call(name)])) as SiteWork;
  }

  prepared(): PreparedSite {
    return (this.site ??= prepareSite(this.root));
  }

  known(): Problem[] {
    return (this.problems ??= loadSiteContent(this.root).problems);
  }

  /** After a change; `changed` is the file that changed on disk, when known (a schema's change recompiles the schemas). */
  forget(changed?: string) {
    this.site = this.problems = undefined;
    const schemas = changed !== undefined && changed.startsWith(path.join(this.root, "schema") + path.sep);
    if (this.thread) this.work.forget(schemas).catch(() => undefined);
  }

  /** Stops the thread, if there is one. */
  close(): Promise<void> {
    return this.thread?.close() ?? Promise.resolve();
  }
}
