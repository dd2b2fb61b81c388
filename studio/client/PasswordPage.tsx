import { useState, type FormEvent } from "react";
import { studioApi } from "./studio-api.ts";

/** /studio/_password: any account changes its own password, giving the current one. */
export default function PasswordPage() {
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    if (data.get("password") !== data.get("again"))
      return setMessage("The two new passwords are not the same. Type the new one twice, alike.");
    setBusy(true);
    try {
      await studioApi("POST", "/password", { current: data.get("current"), password: data.get("password") });
      form.reset();
      setMessage("Your password was changed. Your logins on other computers have ended; this one goes on.");
    } catch (failure) {
      setMessage((failure as Error).message);
    }
    setBusy(false);
  };
  return (
    <main className="ed-list-page ed-login">
      <p>Use 15 characters or more: a few words you can remember make a good one.</p>
      <form onSubmit={(e) => void submit(e)}>
        <label>
          Current password
          <input name="current" type="password" autoComplete="current-password" required maxLength={1024} />
        </label>
        <label>
          New password
          <input name="password" type="password" autoComplete="new-password" required minLength={15} maxLength={1024} />
        </label>
        <label>
          New password again
          <input name="again" type="password" autoComplete="new-password" required maxLength={1024} />
        </label>
        <button type="submit" className="ed-primary" disabled={busy}>
          Change my password
        </button>
        <p role="status">{message}</p>
      </form>
    </main>
  );
}
