import { setAccount, type Account } from "../../editor/client/host.ts";

/** The studio's session API (studio/server/routes/session.ts). */
const SESSION_API = "/studio/api";

/** The login page, coming back to `back` (a studio address) once logged in. */
export const loginHref = (back = location.pathname) => `/studio/login?next=${encodeURIComponent(back)}`;

/**
 * Where to go after logging in: the address the form was shown at, or from /studio/login the one
 * it was asked to come back to, if that is one of the studio's own pages.
 */
export function afterLogin({ pathname, search }: Pick<Location, "pathname" | "search"> = location): string {
  if (pathname !== "/studio/login") return pathname;
  const next = new URLSearchParams(search).get("next") ?? "";
  return /^\/studio(\/(?!login)[^/]|$)/.test(next) && !next.startsWith("//") ? next : "/studio";
}

/** Who is logged in, or undefined when no one is (401). */
export async function whoIsIn(): Promise<Account | undefined> {
  const res = await fetch(`${SESSION_API}/me`);
  if (res.status === 401) return undefined;
  if (!res.ok)
    throw new Error(`The studio could not say who is logged in (it answered ${res.status}). Reload the page.`);
  return setAccount((await res.json()) as Account);
}

/** Logs in; the studio's own words when it refuses (a wrong password, too many tries). */
export async function logIn(email: string, password: string): Promise<Account> {
  const res = await fetch(`${SESSION_API}/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json().catch(() => ({}))) as Account & { message?: string };
  if (!res.ok) throw new Error(body.message ?? `The studio answered ${res.status}. Try again.`);
  return setAccount(body)!;
}

/** Ends this login, or every login of the account ("everywhere"); then the login page. */
export async function logOut(everywhere: boolean, csrfToken: string) {
  await fetch(`${SESSION_API}/${everywhere ? "logout-everywhere" : "logout"}`, {
    method: "POST",
    headers: { "x-csrf-token": csrfToken },
  }).catch(() => undefined);
  setAccount(undefined);
  location.assign("/studio/login");
}
