import { useRef, useState } from "react";
import { STATUSES, type InboxFilter, type Status } from "./inbox-api.ts";
import { STATUS_WORDS } from "./inbox-words.ts";

/** How long typing pauses before the list follows it. */
const TYPING_MS = 300;

/**
 * The search box and the filters: the status applies at once, the words once typing pauses, so
 * the list (and the address) does not change at every key.
 */
export function InboxFilters({ filter, onChange }: { filter: InboxFilter; onChange(f: Partial<InboxFilter>): void }) {
  const [q, setQ] = useState(filter.q);
  const [service, setService] = useState(filter.service);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const typed = (words: { q: string; service: string }) => {
    setQ(words.q);
    setService(words.service);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onChange(words), TYPING_MS);
  };
  return (
    <form className="ed-inbox-filters" role="search" onSubmit={(e) => e.preventDefault()}>
      <label>
        Search
        <input
          type="search"
          value={q}
          maxLength={200}
          placeholder="Name, e-mail, phone or a word"
          onChange={(e) => typed({ q: e.target.value, service })}
        />
      </label>
      <label>
        Service
        <input
          value={service}
          maxLength={200}
          placeholder="Any service"
          onChange={(e) => typed({ q, service: e.target.value })}
        />
      </label>
      <label>
        Status
        <select value={filter.status} onChange={(e) => onChange({ status: e.target.value as Status | "" })}>
          <option value="">Any status</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_WORDS[s]}
            </option>
          ))}
        </select>
      </label>
    </form>
  );
}
