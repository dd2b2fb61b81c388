import type { Author, ContentStore } from "../store/content-store.ts";
import type { SiteCache } from "./site-cache.ts";

/** What a handler is given beside its input: nothing of the request or the transport that brought it. */
export interface EditorContext {
  /** Where the site's files are read and written. */
  store: ContentStore;
  /** The site as the checks read it, kept between requests. */
  cache: SiteCache;
  /** Who asks (the studio's account), recorded with what they write; none for `npm run edit`. */
  author?: Author;
  /** Where a failure's details go (never to the person asking): the terminal, the studio's log. */
  log: (details: string) => void;
  /** Where the person asking can learn more after a failure: "the window where the editor was started shows what went wrong…". */
  failureHint: string;
}
