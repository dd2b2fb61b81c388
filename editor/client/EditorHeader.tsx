import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { EDITOR_BASE } from "./host.ts";
import { LeaveLink } from "./LeaveLink.tsx";
import { useStudioParts } from "./studio-parts.tsx";
import { LOGIN_ENDED, type Saving } from "./useSave.ts";

interface Props {
  /** What is edited ('/about', 'Site settings'), and its file ('pages/about.json'), which only the studio's presence note uses. */
  title: string;
  file: string;
  /** The page's title beside its address ('About Us'): people know a page by both, never by its file. */
  subtitle?: string;
  saving: Saving;
  /** Buttons before Save (Undo, Redo), links after it (Open the page), and actions on the file after those. */
  before?: ReactNode;
  after?: ReactNode;
  actions?: ReactNode;
  /** The note shown while Save is refused because the file changed on disk (ConflictNote). */
  conflict(message: string): ReactNode;
  /** The switch between the file's English and its Bangla, when it has one. */
  language?: ReactNode;
  /** Unsaved changes anywhere in the file's languages: "All pages" asks first (default: this editor's). */
  leaveDirty?: boolean;
  /** The switch between the panels on a narrow screen (ViewSwitch), in the bar with Save. */
  views?: ReactNode;
}

/** The top of an open file: All pages (asking first while unsaved), its name, Save and the status that Save keeps. */
export function EditorHeader(props: Props) {
  const { title, file, subtitle, saving, before, after, actions, conflict, language, leaveDirty, views } = props;
  const { dirty, status, save } = saving;
  const { AccountBar, PresenceNote, LoginEnded } = useStudioParts();
  return (
    <>
      {/* The studio's account bar on a slim row of its own: in the header it squeezed the page's name away at 1280 px. */}
      <AccountBar />
      <header className="ed-header">
        <LeaveLink href={EDITOR_BASE} dirty={leaveDirty ?? dirty}>
          <ArrowLeft aria-hidden="true" size={16} /> All pages
        </LeaveLink>
        <h1>
          Editing {title}
          {subtitle ? <span className="ed-file"> · {subtitle}</span> : null}
        </h1>
        {language}
        <PresenceNote file={file} />
        {/* Save, its status and the panels' switch: one bar at the bottom of a narrow screen, in reach
            of a thumb wherever the page is scrolled; on a wide one, in the header's row as before. */}
        <div className="ed-savebar">
          {views}
          <div role="status" className="ed-status">
            {status === LOGIN_ENDED ? <LoginEnded /> : status}
          </div>
          <div className="ed-actions">
            {before}
            <button
              type="button"
              className="ed-primary"
              aria-keyshortcuts="Control+S Meta+S"
              onClick={() => void save()}
            >
              Save
            </button>
          </div>
        </div>
        {after}
        {actions}
      </header>
      {saving.conflict !== undefined ? conflict(saving.conflict) : null}
    </>
  );
}
