import { useState, type FormEvent } from "react";
import { afterLogin, logIn } from "./session.ts";

/**
 * The studio's login: e-mail and password, the studio's answer in its words when it refuses (a
 * wrong password, too many tries), then on to the address that was asked for.
 */
export function LoginForm() {
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setError("");
    try {
      await logIn(String(form.get("email")), String(form.get("password")));
      location.assign(afterLogin());
    } catch (failure) {
      setError(
        failure instanceof TypeError
          ? "The studio could not be reached: check the connection and try again."
          : (failure as Error).message,
      );
      setBusy(false);
    }
  };
  return (
    <main className="ed-list-page ed-login">
      <h1>Log in to the studio</h1>
      <form onSubmit={(e) => void submit(e)} aria-describedby={error ? "login-error" : undefined}>
        <label>
          E-mail
          <input name="email" type="email" autoComplete="username" required maxLength={254} />
        </label>
        <label>
          Password
          <input name="password" type="password" autoComplete="current-password" required maxLength={1024} />
        </label>
        <button type="submit" className="ed-primary" disabled={busy}>
          {busy ? "Logging in…" : "Log in"}
        </button>
        <p id="login-error" role="alert">
          {error}
        </p>
      </form>
    </main>
  );
}
