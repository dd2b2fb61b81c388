import type { EnquiryFields, Language } from "../../contracts/generated/enquiry.ts";
import { STATUSES, type Status } from "../../contracts/inbox.ts";
import { studioApi } from "./studio-api.ts";

export { STATUSES, type Status, type Language };

/** An enquiry as the studio's inbox API sends it (studio/server/routes/enquiries.ts). */
export interface InboxEnquiry extends EnquiryFields {
  id: string;
  receivedAt: string;
  /** The language of the page it was sent from: the one to answer in. */
  language: Language;
  userAgent: string;
  status: Status;
  note: string;
}

/** What the owner narrows the inbox to: as the address keeps it (?q=&service=&status=). */
export interface InboxFilter {
  q: string;
  service: string;
  status: Status | "";
}

/** How many enquiries a page of the list holds ("Load more" asks for the next). */
export const PAGE_SIZE = 20;

/** The API's query for a filter: { q: "karim", service: "", status: "replied" } -> 'search=karim&status=replied'. */
export function apiQuery(filter: InboxFilter): string {
  const query = new URLSearchParams();
  if (filter.q.trim()) query.set("search", filter.q.trim());
  if (filter.service.trim()) query.set("service", filter.service.trim());
  if (filter.status) query.set("status", filter.status);
  return query.toString();
}

export const inbox = {
  /** A page of the list for the API query `query`, from `offset` on, newest first, and how many match in all. */
  list: (query: string, offset: number) =>
    studioApi<{ enquiries: InboxEnquiry[]; total: number }>(
      "GET",
      `/enquiries?${query ? `${query}&` : ""}limit=${PAGE_SIZE}&offset=${offset}`,
    ),
  one: (id: string) => studioApi<InboxEnquiry>("GET", `/enquiries/${encodeURIComponent(id)}`),
  update: (id: string, change: { status?: Status; note?: string }) =>
    studioApi<InboxEnquiry>("PATCH", `/enquiries/${encodeURIComponent(id)}`, change),
  /** How many enquiries erasing `email` would delete (the same address whatever its case). */
  countFrom: async (email: string) =>
    (await studioApi<{ total: number }>("GET", `/enquiries?email=${encodeURIComponent(email)}&limit=1`)).total,
  erase: (email: string) => studioApi<{ removed: number }>("POST", "/enquiries/erase", { email }),
  /** The CSV export of what the filter matches: a link the browser downloads with the login's cookie. */
  csvHref: (query: string) => `/studio/api/enquiries.csv${query ? `?${query}` : ""}`,
};

/** '1 enquiry', '3 enquiries'. */
export const enquiries = (n: number) => `${n} ${n === 1 ? "enquiry" : "enquiries"}`;
