import { useState } from "react";
import type { MadePassword } from "./accounts-types.ts";

/**
 * A password the studio just made for someone, shown this once (it is kept only as a hash), with
 * a button to copy it and what to do with it.
 */
export function NewPassword({ made, onDone }: { made: MadePassword; onDone(): void }) {
  const [copied, setCopied] = useState("");
  const copy = () =>
    navigator.clipboard.writeText(made.password).then(
      () => setCopied("Copied."),
      () => setCopied("Could not copy here: select the password and copy it by hand."),
    );
  return (
    <section className="ed-once" aria-labelledby="once-title">
      <h2 id="once-title">Password for {made.name}</h2>
      <p>
        <code className="ed-once-password">{made.password}</code>{" "}
        <button type="button" onClick={() => void copy()}>
          Copy
        </button>{" "}
        <span role="status">{copied}</span>
      </p>
      <p>
        Give it to them in person or by phone, not by e-mail or chat; it is shown only this once. They log in with{" "}
        {made.email} and this password, then can choose their own under My password.
      </p>
      <button type="button" className="ed-primary" onClick={onDone}>
        Done
      </button>
    </section>
  );
}
