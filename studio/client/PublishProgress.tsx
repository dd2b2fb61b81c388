import { useEffect, useState } from "react";
import type { Outcome, Running } from "../../contracts/publish-progress.ts";

export type { Outcome, Running };

/** '42 s', '1 min 5 s': a duration as a person says it. */
export function duration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const rest = seconds % 60;
  return `${Math.floor(seconds / 60)} min${rest ? ` ${rest} s` : ""}`;
}

export const clock = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" });

/** Each step of a publish in words; the pages' step says how far it is. */
function stepWords(step: string, page: Running["page"], current: boolean): string {
  switch (step) {
    case "check":
      return "Checking the content";
    case "code":
      return "Preparing the site's design and code";
    case "pages":
      if (!page) return "Building the pages";
      return current ? `Building page ${page.done} of ${page.of}` : `Built ${page.of} page${page.of === 1 ? "" : "s"}`;
    case "finish":
      return "Finishing the pages";
    case "pictures":
      return "Copying pictures";
    case "compress":
      return "Compressing the site's files";
    case "switch":
      return "Switching the site live";
    default:
      return "Working";
  }
}

/**
 * A publish as it happens: its steps so far (each done one with how long it took), the page it is
 * building, the time so far counted every second between the studio's answers, and the estimate
 * from the recent publishes.
 */
export function PublishProgress({ running, readAt }: { running: Running; readAt: number }) {
  const [now, setNow] = useState(readAt);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const elapsed = running.elapsedMs + Math.max(0, now - readAt);
  const { estimateMs } = running;
  let expected = "";
  if (estimateMs !== undefined)
    expected =
      elapsed <= estimateMs
        ? ` A publish like this takes about ${duration(estimateMs)}: about ${duration(estimateMs - elapsed)} to go.`
        : ` A publish like this takes about ${duration(estimateMs)}: this one is taking longer.`;
  return (
    <section aria-label="Publishing now" className="ed-publish-progress">
      <p>
        {running.by} started to {running.action} at {clock(running.since)}. Time so far: {duration(elapsed)}.{expected}
      </p>
      <ol>
        {running.steps.map((s, i) => {
          const next = running.steps[i + 1];
          const current = !next;
          return (
            <li key={s.step} aria-current={current ? "step" : undefined}>
              {stepWords(s.step, running.page, current)}
              {next ? ` (${duration(next.atMs - s.atMs)})` : "…"}
            </li>
          );
        })}
      </ol>
      {running.page && running.steps.at(-1)?.step === "pages" && (
        <progress max={running.page.of} value={running.page.done} aria-label="Pages built" />
      )}
    </section>
  );
}

/** The end of the last publish, for whoever opens the Publish page after it: who, when, how long, what went live. */
export function outcomeWords(last: Outcome): string {
  if (last.problem) return `${last.by}'s publish at ${clock(last.at)} did not finish. ${last.problem}`;
  return `Published at ${clock(last.at)} by ${last.by}, in ${duration(last.tookMs)}. ${last.live ?? ""}`.trim();
}
