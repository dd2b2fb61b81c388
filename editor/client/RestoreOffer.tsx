import { draftTime } from "./drafts.ts";
import type { Offer } from "./useOpening.ts";

/**
 * Opening a file this browser kept unsaved changes to: restore them, or discard them. `name` is
 * what is edited ('/about', 'Site settings'); `what` says it in a sentence ('this page').
 */
export function RestoreOffer({
  name,
  what,
  at,
  changedOnDisk,
  restore,
  discard,
}: Offer & { name: string; what: string }) {
  const when = draftTime(at);
  return (
    <main className="ed-list-page">
      <h1>Unsaved changes to {name}</h1>
      <p>
        This browser kept changes to {what} that were never saved (last change {when}).
        {changedOnDisk
          ? " The file has been saved by someone since; when you save, the editor merges their changes with yours and asks about anything you both changed."
          : ""}
      </p>
      <div className="ed-dialog-actions">
        <button type="button" className="ed-primary" onClick={restore}>
          Restore unsaved changes from {when}
        </button>
        <button type="button" onClick={discard}>
          Discard
        </button>
      </div>
    </main>
  );
}
