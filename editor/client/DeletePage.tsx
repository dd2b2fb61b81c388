import type { LucideIcon } from "lucide-react";
import { useRef, useState } from "react";
import { api, ApiError, type LinkPlace } from "./api.ts";
import { dropDraft } from "./drafts.ts";
import { linkPlaceWords } from "./link-places.ts";
import { Trigger } from "./Trigger.tsx";

interface Props {
  file: string;
  route: string;
  /** The button's words: "Delete page" in the page's editor, "Delete /about" in the list. */
  label: string;
  /** The icon over the button's words (Trigger.tsx); none: a button of words. */
  icon?: LucideIcon;
  /** The file's version as the editor opened it; undefined: read it now (the list has none). */
  version?: string;
  onDeleted(): void;
}

/**
 * Deletes a page: first lists every place that links to it (a page is not deleted while anything
 * leads to it), else asks to confirm with the page's address. The page's unsaved draft in this
 * browser goes with it.
 */
export function DeletePage({ file, route, label, icon, version, onDeleted }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [linked, setLinked] = useState<string[]>();
  const [message, setMessage] = useState("");
  const showLinks = async (message: string, links: LinkPlace[]) => {
    setMessage(message);
    setLinked(await linkPlaceWords(links));
  };
  const open = async () => {
    setMessage("");
    setLinked(undefined);
    try {
      const { links } = await api.links(file);
      if (links.length)
        await showLinks(
          `${route} cannot be deleted while ${links.length === 1 ? "one place links" : `${links.length} places link`} to it. Change or remove ${links.length === 1 ? "that link" : "those links"} first:`,
          links,
        );
    } catch (e) {
      setMessage(e instanceof Error ? e.message : String(e));
    }
    dialog.current?.showModal();
  };
  const remove = async () => {
    try {
      await api.remove(file, version ?? (await api.page(file)).version);
      dropDraft(file);
      dialog.current?.close();
      onDeleted();
    } catch (e) {
      if (e instanceof ApiError && Array.isArray(e.body.links)) await showLinks(e.message, e.body.links as LinkPlace[]);
      else setMessage(e instanceof Error ? e.message : String(e));
    }
  };
  const refused = linked !== undefined || message !== "";
  return (
    <>
      <Trigger label={label} icon={icon} onClick={() => void open()} />
      <dialog ref={dialog} className="ed-dialog" aria-labelledby={`delete-${file}`}>
        <h2 id={`delete-${file}`}>Delete {route}?</h2>
        {refused ? (
          <div role="alert">
            <p>{message}</p>
            {linked ? (
              <ul>
                {linked.map((words, i) => (
                  <li key={i}>{words}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : (
          <p>
            The page at {route} will be removed from the site (its file pages/{file} is deleted), with any unsaved
            changes to it. This cannot be undone here.
          </p>
        )}
        <div className="ed-dialog-actions">
          <button type="button" className="ed-primary" onClick={() => dialog.current?.close()}>
            {refused ? "Close" : "Keep the page"}
          </button>
          {refused ? null : (
            <button type="button" onClick={() => void remove()}>
              Delete {route}
            </button>
          )}
        </div>
      </dialog>
    </>
  );
}
