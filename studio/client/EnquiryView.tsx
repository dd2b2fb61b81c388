import { useEffect, useState } from "react";
import { inbox, STATUSES, type InboxEnquiry, type Status } from "./inbox-api.ts";
import { EraseAddress } from "./EraseAddress.tsx";
import { deviceWords, languageName, STATUS_WORDS, when } from "./inbox-words.ts";

interface Props {
  id: string;
  onClose(): void;
  /** The enquiry as saved after a change, for the list to show. */
  onChanged(enquiry: InboxEnquiry): void;
  onErased(removed: number, email: string): void;
}

/**
 * One enquiry, all it holds: its status as three buttons (a click saves at once), a note with
 * Save (a failed save keeps what was typed and says why), and erasure of its address.
 */
export function EnquiryView({ id, onClose, onChanged, onErased }: Props) {
  const [enquiry, setEnquiry] = useState<InboxEnquiry | { error: string }>();
  const [note, setNote] = useState("");
  const [said, setSaid] = useState("");
  useEffect(() => {
    inbox.one(id).then(
      (e) => {
        setEnquiry(e);
        setNote(e.note);
      },
      (e: Error) => setEnquiry({ error: e.message }),
    );
  }, [id]);
  const back = (
    <button type="button" className="ed-inbox-back" onClick={onClose}>
      Back to the list
    </button>
  );
  if (!enquiry) return <p>Opening the enquiry…</p>;
  if ("error" in enquiry)
    return (
      <div className="ed-enquiry">
        {back}
        <p role="alert">{enquiry.error}</p>
      </div>
    );
  const save = (change: { status?: Status; note?: string }, done: string, failed: string) =>
    inbox.update(id, change).then(
      (saved) => {
        setEnquiry(saved);
        onChanged(saved);
        setSaid(done);
      },
      (e: Error) => setSaid(`${failed}: ${e.message}`),
    );
  const e = enquiry;
  const facts: [string, string][] = [
    ["Received", when(e.receivedAt)],
    ["Language", languageName(e.language)],
    ["Phone", e.phone],
    ["Services", e.services],
    ["Country", e.country || "(not given)"],
    ["Budget", e.price || "(not given)"],
    ["Sent from", deviceWords(e.userAgent) || "(not known)"],
  ];
  return (
    <section className="ed-enquiry" aria-labelledby="ed-enquiry-name">
      {back}
      <h2 id="ed-enquiry-name">{e.name}</h2>
      <p>
        <a href={`mailto:${e.email}`}>{e.email}</a>
      </p>
      <dl>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3>Message</h3>
      <p className="ed-enquiry-message">{e.message || "(no message)"}</p>
      <div role="group" aria-label="Status" className="ed-enquiry-marks">
        {STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={e.status === s}
            onClick={() => void save({ status: s }, `Marked ${s}`, `Not marked ${s}`)}
          >
            {STATUS_WORDS[s]}
          </button>
        ))}
      </div>
      <label className="ed-enquiry-note">
        Note
        <textarea value={note} maxLength={4000} rows={4} onChange={(ev) => setNote(ev.target.value)} />
      </label>
      <button type="button" onClick={() => void save({ note }, "Note saved", "The note was not saved")}>
        Save note
      </button>
      <p role="status">{said}</p>
      <EraseAddress email={e.email} onErased={onErased} />
    </section>
  );
}
