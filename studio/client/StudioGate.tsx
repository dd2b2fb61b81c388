import { useEffect, useState, type ReactNode } from "react";
import { IN_STUDIO } from "../../editor/client/host.ts";
import { LoginForm } from "./LoginForm.tsx";
import { afterLogin, whoIsIn } from "./session.ts";

/**
 * In the studio, the editor only for a logged-in account: /studio/login, or any address while no
 * one is logged in, shows the login form (which comes back to that address). Under `npm run edit`,
 * the editor as it is.
 */
export function StudioGate({ children }: { children: ReactNode }) {
  const [state, setState] = useState<"asking" | "in" | "out" | { error: string }>(IN_STUDIO ? "asking" : "in");
  useEffect(() => {
    if (!IN_STUDIO) return;
    whoIsIn().then(
      (account) => {
        if (account && location.pathname === "/studio/login") location.replace(afterLogin());
        else setState(account ? "in" : "out");
      },
      (e: Error) => setState({ error: e.message }),
    );
  }, []);
  if (state === "asking") return <p>Opening…</p>;
  if (state === "out") return <LoginForm />;
  if (typeof state === "object") return <p role="alert">{state.error}</p>;
  return children;
}
