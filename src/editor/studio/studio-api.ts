import { currentAccount, UNREACHABLE } from "../host.ts";

/** An answer of the studio's API: its status, and its body (the studio's own words in `message` when it refuses). */
export interface StudioAnswer<T> {
  status: number;
  ok: boolean;
  body: T & { message?: string };
}

/**
 * A request to the studio's API under /studio/api (the inbox, the accounts, publishing): JSON, and
 * on a change the login's CSRF token, as every change must carry. A studio that cannot be reached
 * rejects with an Error that says so in words.
 */
export async function studioRequest<T>(
  path: string,
  init: { method?: "GET" | "POST" | "PATCH" | "DELETE"; body?: unknown } = {},
): Promise<StudioAnswer<T>> {
  const method = init.method ?? (init.body === undefined ? "GET" : "POST");
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers["content-type"] = "application/json";
  const account = currentAccount();
  if (method !== "GET" && account) headers["x-csrf-token"] = account.csrfToken;
  let res: Response;
  try {
    res = await fetch(`/studio/api/${path}`, {
      method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new Error(`${UNREACHABLE[0]!.toUpperCase()}${UNREACHABLE.slice(1)}.`);
  }
  const body = (await res.json().catch(() => ({}))) as T & { message?: string };
  return { status: res.status, ok: res.ok, body };
}

/** What to show for a refusal: the studio's words, or its status when it gave none. */
export const refusalWords = (answer: StudioAnswer<unknown>) =>
  answer.body.message ?? `The studio answered ${answer.status}. Reload the page and try again.`;
