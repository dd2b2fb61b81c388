/**
 * Which host serves the editor, decided when it is built: `npm run edit`'s development server
 * (/_editor, its API at /_editor/api) or the studio's production build (vite.studio.config.ts defines EDITOR_HOST:
 * /studio, its API at /studio/api/editor, a login, and a CSRF token on every change).
 */
export const IN_STUDIO = import.meta.env.EDITOR_HOST === "studio";

/** The editor's own addresses start here: '/_editor' + '/about' edits /about. */
export const EDITOR_BASE = IN_STUDIO ? "/studio" : "/_editor";

/** Where the person asking can learn more after the server failed. */
export const SERVER_HINT = IN_STUDIO
  ? "whoever runs the studio can find why in its log"
  : "the window where the editor was started may say why";

/** What to check when the editor's server could not be reached at all. */
export const UNREACHABLE = IN_STUDIO
  ? "the studio could not be reached: check the connection and try again"
  : "is the window where the editor was started still open?";

/** The logged-in account in the studio, with the token each change it sends must carry. */
export interface Account {
  email: string;
  name: string;
  role: string;
  csrfToken: string;
}

let account: Account | undefined;

export const setAccount = (a: Account | undefined) => (account = a);
export const currentAccount = () => account;

/**
 * A request to the studio's API ('enquiries?status=new' is /studio/api/enquiries?status=new): a
 * change (any method but GET and HEAD) carries the login's CSRF token (studio/server/guard.ts).
 */
export function studioFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const method = (init.method ?? "GET").toUpperCase();
  if (account && method !== "GET" && method !== "HEAD") headers.set("x-csrf-token", account.csrfToken);
  return fetch(`/studio/api/${path}`, { ...init, headers });
}

/** A request to one of the editor's operations ('page?file=about.json'), as this host takes it. */
export function editorFetch(operation: string, init: RequestInit = {}): Promise<Response> {
  return IN_STUDIO ? studioFetch(`editor/${operation}`, init) : fetch(`/_editor/api/${operation}`, init);
}
