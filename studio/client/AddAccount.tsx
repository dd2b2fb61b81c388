import { useState, type FormEvent } from "react";
import { ROLES } from "../../contracts/roles.ts";
import type { ListedAccount, MadePassword } from "./accounts-types.ts";
import { studioApi } from "./studio-api.ts";

/** "Add account": e-mail, name and role; the studio makes the password, shown once by the page. */
export function AddAccount({ onAdded }: { onAdded(made: MadePassword): void }) {
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    setError("");
    try {
      const { account, password } = await studioApi<{ account: ListedAccount; password: string }>("POST", "/accounts", {
        email: String(data.get("email")),
        name: String(data.get("name")),
        role: String(data.get("role")),
      });
      form.reset();
      onAdded({ name: account.name, email: account.email, password });
    } catch (failure) {
      setError((failure as Error).message);
    }
    setBusy(false);
  };
  return (
    <form className="ed-add-account" onSubmit={(e) => void submit(e)} aria-labelledby="add-account-title">
      <h2 id="add-account-title">Add account</h2>
      <label>
        E-mail
        <input name="email" type="email" required maxLength={254} autoComplete="off" />
      </label>
      <label>
        Name
        <input name="name" maxLength={120} autoComplete="off" />
      </label>
      <label>
        Role
        <select name="role" defaultValue="editor">
          {ROLES.map((role) => (
            <option key={role}>{role}</option>
          ))}
        </select>
      </label>
      <button type="submit" className="ed-primary" disabled={busy}>
        Add account
      </button>
      <p role="alert">{error}</p>
    </form>
  );
}
