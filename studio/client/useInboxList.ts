import { useEffect, useState } from "react";
import { inbox, type InboxEnquiry } from "./inbox-api.ts";

type Listed = { query: string; rows: InboxEnquiry[]; total: number; error?: string };

/**
 * The list for an API query, newest first, a page at a time: `more` adds the next page, `changed`
 * puts an enquiry changed on its own page in its place, `reload` asks again from the start.
 */
export function useInboxList(query: string) {
  const [listed, setListed] = useState<Listed>();
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let current = true;
    inbox.list(query, 0).then(
      ({ enquiries, total }) => current && setListed({ query, rows: enquiries, total }),
      (e: Error) => current && setListed({ query, rows: [], total: 0, error: e.message }),
    );
    return () => {
      current = false;
    };
  }, [query, generation]);
  const shown = listed?.query === query ? listed : undefined;
  return {
    listed: shown,
    more: () => {
      if (!shown) return;
      inbox.list(query, shown.rows.length).then(
        ({ enquiries, total }) => setListed({ ...shown, rows: [...shown.rows, ...enquiries], total, error: undefined }),
        (e: Error) => setListed({ ...shown, error: e.message }),
      );
    },
    changed: (enquiry: InboxEnquiry) =>
      setListed((l) => l && { ...l, rows: l.rows.map((r) => (r.id === enquiry.id ? enquiry : r)) }),
    reload: () => setGeneration((g) => g + 1),
  };
}
