import { useEffect, useState } from "react";
import { activityWords, actorWords, readableTime, withNames } from "./activity-words.ts";
import { studioApi } from "./studio-api.ts";

interface Entry {
  at: string;
  actor: string;
  action: string;
  subject: string;
}

/**
 * The audit log, newest first: who did what, when (in this computer's time). `version` reloads it.
 * People are named as their accounts are (`names`: e-mail to name), who did it and to whom; one
 * removed since, by e-mail.
 */
export function ActivityLog({ version, names }: { version: number; names: Map<string, string> }) {
  const [entries, setEntries] = useState<Entry[]>();
  const [error, setError] = useState("");
  useEffect(() => {
    studioApi<{ entries: Entry[] }>("GET", "/audit?limit=200").then(
      (r) => setEntries(r.entries),
      (e: Error) => setError(e.message),
    );
  }, [version]);
  return (
    <section aria-labelledby="activity-title">
      <h2 id="activity-title">Activity</h2>
      <p>The latest 200 things done in the studio and with its command line, newest first.</p>
      {error ? <p role="alert">{error}</p> : null}
      <ol className="ed-activity">
        {entries?.map((e, i) => (
          <li key={i}>
            <time dateTime={e.at}>{readableTime(e.at)}</time> <strong>{actorWords(e.actor, names)}</strong>{" "}
            {withNames(activityWords(e.action, e.subject), names)}
          </li>
        ))}
      </ol>
    </section>
  );
}
