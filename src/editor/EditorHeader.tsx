import type { ReactNode } from "react";
import { ConflictNote } from "./ConflictNote.tsx";
import { LeaveLink } from "./LeaveLink.tsx";
import type { Saving } from "./useSave.ts";

interface Props {
  /** What is edited ('/about', 'Site settings'), and its file ('pages/about.json'). */
  title: string;
  file: string;
  saving: Saving;
  /** Buttons before Save (Undo, Redo), and links after it (Open the page). */
  before?: ReactNode;
  after?: ReactNode;
  /** For the note shown when Save was refused because the file changed on disk: the file's text there, and ours. */
  readDisk(): Promise<string>;
  mine: unknown;
  /** Opens the file again from disk. */
  reload(): void;
}

/** The top of an open file: All pages (asking first while unsaved), its name, Save and the status that Save keeps. */
export function EditorHeader({ title, file, saving, before, after, readDisk, mine, reload }: Props) {
  const { dirty, status, save, conflict, settle } = saving;
  return (
    <>
      <header className="ed-header">
        <LeaveLink href="/_editor" dirty={dirty}>
          All pages
        </LeaveLink>
        <h1>
          Editing {title} <span className="ed-file">({file})</span>
        </h1>
        <div className="ed-actions">
          {before}
          <button type="button" className="ed-primary" aria-keyshortcuts="Control+S Meta+S" onClick={() => void save()}>
            Save
          </button>
          {after}
        </div>
        <div role="status" className="ed-status">
          {status}
        </div>
      </header>
      {conflict !== undefined ? (
        <ConflictNote
          message={conflict}
          readDisk={readDisk}
          mine={mine}
          reload={() => {
            settle();
            reload();
          }}
        />
      ) : null}
    </>
  );
}
