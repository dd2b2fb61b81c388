import type { MouseEvent } from "react";
import { enquiries, type InboxEnquiry } from "./inbox-api.ts";
import { firstWords, languageName, STATUS_WORDS, when } from "./inbox-words.ts";

interface Props {
  rows: InboxEnquiry[];
  total: number;
  /** The list is narrowed by a search or a filter (an empty list then says so, not "no enquiries yet"). */
  filtered: boolean;
  openId: string;
  hrefOf(id: string): string;
  onOpen(id: string): void;
  onMore(): void;
}

/** A plain click opens the enquiry here; Ctrl+click and the like are left to the browser (a new tab). */
const here = (e: MouseEvent) => !e.ctrlKey && !e.metaKey && !e.shiftKey && !e.altKey && e.button === 0;

/** The enquiries found, newest first: who, which service, in which language, when, the status and the message's first words. */
export function EnquiryList({ rows, total, filtered, openId, hrefOf, onOpen, onMore }: Props) {
  if (!total)
    return (
      <p className="ed-inbox-empty">
        {filtered
          ? "No enquiry matches this search and these filters. Change or clear them to see more."
          : "No enquiries yet: they appear here as soon as someone sends the contact form."}
      </p>
    );
  return (
    <div className="ed-inbox-list">
      <p className="ed-inbox-count">
        {rows.length < total ? `The newest ${rows.length} of ${enquiries(total)}` : enquiries(total)}
      </p>
      <ul aria-label="Enquiries">
        {rows.map((e) => (
          <li key={e.id}>
            <a
              href={hrefOf(e.id)}
              aria-current={e.id === openId ? "true" : undefined}
              onClick={(click) => {
                if (!here(click)) return;
                click.preventDefault();
                onOpen(e.id);
              }}
            >
              <span className="ed-inbox-who">
                <strong>{e.name}</strong> {e.email}
              </span>
              <span className={`ed-inbox-status is-${e.status}`}>{STATUS_WORDS[e.status]}</span>
              <span className="ed-inbox-meta">
                {e.services} · {languageName(e.language)} · <time dateTime={e.receivedAt}>{when(e.receivedAt)}</time>
              </span>
              <span className="ed-inbox-first">{firstWords(e.message)}</span>
            </a>
          </li>
        ))}
      </ul>
      {rows.length < total ? (
        <button type="button" onClick={onMore}>
          Load more
        </button>
      ) : null}
    </div>
  );
}
