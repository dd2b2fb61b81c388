import { createContext, useContext, type ReactNode } from "react";
import { LOGIN_ENDED } from "./useSave.ts";

/**
 * What the studio adds to the editor (studio/client/main.tsx gives them): its account bar, the note
 * of who else has a file open, the gate that asks for a login, its own pages (inbox, accounts,
 * publish) and the link to log in again. The editor names none of the studio's code: under
 * `npm run edit` these are the defaults below, and the editor is as it was.
 */
export interface StudioParts {
  /** Who is logged in, the studio's pages and "Log out"; above every editor screen. */
  AccountBar(): ReactNode;
  /** Who else has this file open. */
  PresenceNote(props: { file: string }): ReactNode;
  /** Save's status when the login ended. */
  LoginEnded(): ReactNode;
  /** Shown instead of the editor until someone is logged in. */
  Gate(props: { children: ReactNode }): ReactNode;
  /** The studio's own page at this editor address ('/_inbox'), or undefined for the editor's. */
  pageAt(raw: string): ReactNode | undefined;
}

/** `npm run edit`: no login, no accounts, no studio pages. */
export const NO_STUDIO: StudioParts = {
  AccountBar: () => null,
  PresenceNote: () => null,
  LoginEnded: () => LOGIN_ENDED,
  Gate: ({ children }) => children,
  pageAt: () => undefined,
};

export const StudioPartsContext = createContext<StudioParts>(NO_STUDIO);

export const useStudioParts = () => useContext(StudioPartsContext);
