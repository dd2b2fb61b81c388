import { loadSiteContent } from "../../../content/load.server.ts";
import { prepareSite, type PreparedSite } from "../../../content/page-check.server.ts";
import type { Problem } from "../../../content/problems.ts";

/**
 * The site read once for the check after each change (page-check.server.ts), and the site's
 * problems as it is on disk for the content check: kept between requests, forgotten after anything
 * the editor writes (handle.ts) and when a file the checks read changes (the host's file watcher).
 */
export class SiteCache {
  private site: PreparedSite | undefined;
  private problems: Problem[] | undefined;

  constructor(private readonly root: string) {}

  prepared(): PreparedSite {
    return (this.site ??= prepareSite(this.root));
  }

  known(): Problem[] {
    return (this.problems ??= loadSiteContent(this.root).problems);
  }

  forget() {
    this.site = this.problems = undefined;
  }
}
