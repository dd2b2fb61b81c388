import { useCallback, useEffect, useState } from "react";
import { STATUSES, type InboxFilter, type Status } from "./inbox-api.ts";

/** The inbox's state: the filter and the open enquiry (`id`, "" for none). */
export type InboxAddress = InboxFilter & { id: string };

const KEYS = ["q", "service", "status", "id"] as const;

function read(): InboxAddress {
  const query = new URLSearchParams(location.search);
  const status = query.get("status") ?? "";
  return {
    q: query.get("q") ?? "",
    service: query.get("service") ?? "",
    status: STATUSES.includes(status as Status) ? (status as Status) : "",
    id: query.get("id") ?? "",
  };
}

/** '?q=karim&status=replied' for that state: empty parts are left out. */
export function addressOf(state: InboxAddress): string {
  const query = new URLSearchParams();
  for (const key of KEYS) if (state[key]) query.set(key, state[key]);
  const text = query.toString();
  return text ? `?${text}` : location.pathname;
}

/**
 * The inbox's state kept in the address (?q=&service=&status=&id=), so a reload or a shared link
 * shows the same: a filter replaces the address as it changes; opening or closing an enquiry adds
 * a step, so the browser's Back returns to the list.
 */
export function useInboxAddress() {
  const [state, setState] = useState(() => ({ ...read(), step: false }));
  useEffect(() => {
    const back = () => setState({ ...read(), step: false });
    window.addEventListener("popstate", back);
    return () => window.removeEventListener("popstate", back);
  }, []);
  useEffect(() => {
    const address = addressOf(state);
    if (address !== (location.search || location.pathname))
      history[state.step ? "pushState" : "replaceState"](null, "", address);
  }, [state]);
  // The same function throughout, so a change waiting for typing to pause applies to the state then.
  const change = useCallback(
    (patch: Partial<InboxAddress>, step = false) => setState((s) => ({ ...s, ...patch, step })),
    [],
  );
  return [state as InboxAddress, change] as const;
}
