import { startEditor } from "../../editor/client/start.tsx";
import type { StudioParts } from "../../editor/client/studio-parts.tsx";
import { AccountBar } from "./AccountBar.tsx";
import { LoginEnded } from "./LoginEnded.tsx";
import { PresenceNote } from "./PresenceNote.tsx";
import { StudioGate } from "./StudioGate.tsx";
import { StudioPageView, studioPageAt } from "./StudioPageView.tsx";

const STUDIO: StudioParts = {
  AccountBar,
  PresenceNote,
  LoginEnded,
  Gate: StudioGate,
  pageAt(raw) {
    const page = studioPageAt(raw);
    return page ? <StudioPageView page={page} /> : undefined;
  },
};

// The studio: the editor behind a login, with the account bar, who else is editing, and the
// studio's own pages (inbox, accounts, publish).
startEditor(STUDIO);
