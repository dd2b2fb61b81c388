import { ArrowRightLeft, CopyPlus, Trash2 } from "lucide-react";
import { AddressDialog } from "./AddressDialog.tsx";
import { api } from "./api.ts";
import { DeletePage } from "./DeletePage.tsx";
import { EDITOR_BASE } from "./host.ts";
import { dropDraft, keepDraft } from "./drafts.ts";
import type { PageJson } from "./mapping.ts";

interface Props {
  file: string;
  route: string;
  /** The file's version as opened; null for a new page not saved yet. */
  version: string | null;
  dirty: boolean;
  page: PageJson;
}

/** Why the page cannot move now, or undefined when it can. */
function whyNotMove(file: string, version: string | null, dirty: boolean) {
  if (file === "index.json") return "The home page / is where the site starts: it cannot move to another address.";
  if (file === "404.json") return "The not-found page has no address of its own: there is nothing to move.";
  if (version === null) return "This new page is not saved yet: save it first, then move it.";
  if (dirty)
    return "This page has unsaved changes: save them (or undo them) first, since moving works on the page as saved.";
  return undefined;
}

/** Plans the copy of the page file `file`, keeps it as a draft in this browser (as "New page" does) and opens it. */
async function duplicate(file: string, to: string, page: PageJson) {
  const made = await api.duplicate(to, page);
  keepDraft(made.file, { page: made.page, version: null, at: Date.now(), copyOf: file });
  location.assign(`${EDITOR_BASE}${made.route}`);
  return <p>Opening the copy at {made.route}…</p>;
}

/** The open page's own actions: move it to another address, duplicate it, delete it. */
export function PageActions({ file, route, version, dirty, page }: Props) {
  const plural = (n: number) => (n === 1 ? "1 other file" : `${n} other files`);
  return (
    <div className="ed-actions" aria-label="Page actions" role="group">
      <AddressDialog
        label="Move to another address"
        icon={ArrowRightLeft}
        title={`Move ${route} to another address`}
        explain={`Every link to ${route} on the site will lead to the new address, and ${route} will forward to it.`}
        submit="Move the page"
        initial={route}
        blocked={whyNotMove(file, version, dirty)}
        act={async (to) => {
          const moved = await api.rename(file, version!, to);
          dropDraft(file);
          return (
            <>
              <p>
                Moved to {moved.route}. Links in {plural(moved.changed.length)} now lead there, and{" "}
                {moved.redirect.from} forwards to it.
              </p>
              <a href={`${EDITOR_BASE}${moved.route}`}>Continue editing {moved.route}</a>
            </>
          );
        }}
      />
      <AddressDialog
        label="Duplicate page"
        icon={CopyPlus}
        title={`Duplicate ${route}`}
        explain="The copy opens as a new page, not saved yet. Its text repeats this page's, and the site does not allow the same long paragraph on two pages: rewrite the copy's text (the Problems list shows where) before it can be saved."
        submit="Make the copy"
        initial=""
        act={(to) => duplicate(file, to, page)}
      />
      {version !== null ? (
        <DeletePage
          file={file}
          route={route}
          label="Delete page"
          icon={Trash2}
          version={version}
          onDeleted={() => location.assign(EDITOR_BASE)}
        />
      ) : null}
    </div>
  );
}
