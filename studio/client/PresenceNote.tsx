import "./presence.css";
import { IN_STUDIO } from "../../editor/client/host.ts";
import { usePresence } from "./usePresence.ts";

const clock = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });

/**
 * Beside Save's status in the studio: "Also open by Nadia Karim since 14:05" for each other person
 * with this file open, since when in this browser's local time (the studio's time, as it gave it).
 * Empty when alone; the live region stays so that a screen reader hears someone arrive.
 */
export function PresenceNote({ file }: { file: string }) {
  const others = usePresence(file);
  if (!IN_STUDIO) return null;
  const who = others.map((p) => `${p.name} since ${clock(p.since)}`);
  return (
    <p className="ed-presence" aria-live="polite">
      {who.length ? `Also open by ${new Intl.ListFormat("en", { type: "conjunction" }).format(who)}` : ""}
    </p>
  );
}
