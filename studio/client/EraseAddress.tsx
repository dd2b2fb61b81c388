import { useState } from "react";
import { enquiries, inbox } from "./inbox-api.ts";

/**
 * "Delete every enquiry from this e-mail address" (erasure on request): first the address and how
 * many enquiries it has, then, once confirmed, every one of them goes.
 */
export function EraseAddress({ email, onErased }: { email: string; onErased(removed: number, email: string): void }) {
  const [asking, setAsking] = useState<number>();
  const [error, setError] = useState("");
  const fail = (e: Error) => setError(e.message);
  if (asking === undefined)
    return (
      <div className="ed-enquiry-erase">
        <button type="button" className="ed-danger" onClick={() => void inbox.countFrom(email).then(setAsking, fail)}>
          Delete every enquiry from this e-mail address
        </button>
        {error ? <p role="alert">{error}</p> : null}
      </div>
    );
  return (
    <div className="ed-enquiry-erase">
      <p>
        Delete {asking === 1 ? "the one enquiry" : `the ${enquiries(asking)}`} from {email}? This cannot be undone.
      </p>
      <button
        type="button"
        className="ed-danger"
        onClick={() => void inbox.erase(email).then(({ removed }) => onErased(removed, email), fail)}
      >
        Delete {enquiries(asking)}
      </button>{" "}
      <button type="button" onClick={() => setAsking(undefined)}>
        Cancel
      </button>
      {error ? <p role="alert">{error}</p> : null}
    </div>
  );
}
