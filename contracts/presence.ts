/**
 * The studio's presence beat (POST /studio/api/presence, studio/server/routes/presence.ts), shared by the
 * editor that beats and the studio that answers.
 */

/** How often an open editor says it still has its file open; the studio forgets one silent for three beats. */
export const PRESENCE_BEAT_MS = 20_000;

/** Someone else with the file open, as the studio answers a beat. */
export interface Present {
  /** The account's e-mail (one person may have the file open in two tabs: shown once). */
  email: string;
  name: string;
  /** When this person opened the file (ISO 8601, the studio's clock), for "since 10:42". */
  since: string;
}
