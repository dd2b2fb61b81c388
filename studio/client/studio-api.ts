import { studioFetch } from "../../editor/client/host.ts";

/**
 * A call to the studio's own API (/studio/api/...) as the logged-in account: JSON both ways, the
 * login's CSRF token on a change (studioFetch); the studio's words when it refuses, or plain ones
 * when it cannot be reached. Undefined for an answer without a body (204).
 */
export async function studioApi<T>(method: string, url: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["content-type"] = "application/json";
  let res: Response;
  try {
    res = await studioFetch(url.replace(/^\//, ""), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new Error("The studio could not be reached: check the connection and try again.");
  }
  if (res.status === 204) return undefined as T;
  const answer = (await res.json().catch(() => ({}))) as T & { message?: string };
  if (!res.ok) throw new Error(answer.message ?? `The studio answered ${res.status}. Reload the page and try again.`);
  return answer;
}
