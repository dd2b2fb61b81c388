import "./inbox.css";
import { useState } from "react";
import { EnquiryList } from "./EnquiryList.tsx";
import { EnquiryView } from "./EnquiryView.tsx";
import { apiQuery, enquiries, inbox } from "./inbox-api.ts";
import { InboxFilters } from "./InboxFilters.tsx";
import { addressOf, useInboxAddress } from "./useInboxAddress.ts";
import { useInboxList } from "./useInboxList.ts";

/**
 * The owner's enquiry inbox (/studio/_inbox): search and filters kept in the address, the list
 * newest first a page at a time, the open enquiry beside it (over it on a narrow screen), and the
 * CSV export of what the filter matches.
 */
export default function InboxPage() {
  const [address, change] = useInboxAddress();
  const query = apiQuery(address);
  const { listed, more, changed, reload } = useInboxList(query);
  const [done, setDone] = useState("");
  return (
    <div className={address.id ? "ed-inbox is-open" : "ed-inbox"}>
      <div className="ed-inbox-tools">
        <InboxFilters filter={address} onChange={change} />
        <a className="ed-inbox-export" href={inbox.csvHref(query)} download>
          Export CSV
        </a>
      </div>
      <p role="status">{done}</p>
      <div className="ed-inbox-body">
        {!listed ? (
          <p className="ed-inbox-side">Finding enquiries…</p>
        ) : listed.error && !listed.rows.length ? (
          <p className="ed-inbox-side" role="alert">
            {listed.error}
          </p>
        ) : (
          <div className="ed-inbox-side">
            <EnquiryList
              rows={listed.rows}
              total={listed.total}
              filtered={query !== ""}
              openId={address.id}
              hrefOf={(id) => addressOf({ ...address, id })}
              onOpen={(id) => change({ id }, true)}
              onMore={more}
            />
            {listed.error ? <p role="alert">{listed.error}</p> : null}
          </div>
        )}
        {address.id ? (
          <EnquiryView
            key={address.id}
            id={address.id}
            onClose={() => change({ id: "" }, true)}
            onChanged={changed}
            onErased={(removed, email) => {
              setDone(`Deleted ${enquiries(removed)} from ${email}.`);
              change({ id: "" }, true);
              reload();
            }}
          />
        ) : null}
      </div>
    </div>
  );
}
