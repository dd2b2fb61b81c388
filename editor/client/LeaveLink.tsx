import { useRef, type ReactNode } from "react";
import { leaving } from "./useSave.ts";

/**
 * A link out of the page editor ("All pages") that asks first while there are unsaved changes. The
 * changes stay kept in this browser either way, and are offered again when the page is next opened.
 */
export function LeaveLink({ href, dirty, children }: { href: string; dirty: boolean; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <a
        href={href}
        className="ed-back"
        onClick={(e) => {
          if (!dirty) return;
          e.preventDefault();
          dialog.current?.showModal();
        }}
      >
        {children}
      </a>
      <dialog ref={dialog} className="ed-dialog" aria-labelledby="leave-title" aria-describedby="leave-text">
        <h2 id="leave-title">Leave without saving?</h2>
        <p id="leave-text">
          This page has unsaved changes. They stay kept in this browser, and opening the page again offers to restore
          them; the site does not have them until you save.
        </p>
        <div className="ed-dialog-actions">
          <button type="button" className="ed-primary" onClick={() => dialog.current?.close()}>
            Stay on this page
          </button>
          <button
            type="button"
            onClick={() => {
              leaving.confirmed = true;
              location.assign(href);
            }}
          >
            Leave without saving
          </button>
        </div>
      </dialog>
    </>
  );
}
