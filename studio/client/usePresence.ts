import { useEffect, useState } from "react";
import { PRESENCE_BEAT_MS, type Present } from "../../contracts/presence.ts";
import { IN_STUDIO, studioFetch } from "../../editor/client/host.ts";

// One id for this tab, so the studio tells one person's two tabs apart. Made with getRandomValues:
// randomUUID exists only on https or localhost, and a studio may be opened over http on a local network.
const TAB = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, "0")).join("");

const beat = (file: string, leaving: boolean) =>
  studioFetch("presence", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(leaving ? { file, tab: TAB, leaving } : { file, tab: TAB }),
    // The leaving beat is sent as the page goes away: keepalive lets it outlive the page.
    keepalive: leaving,
  });

/**
 * In the studio, while `file` is open: tells the studio at once and every beat, and that it left
 * when the file is closed or the page goes away; answers who else has the file open (none when
 * alone, and always none under `npm run edit`). A failed beat changes nothing: the next one may pass.
 */
export function usePresence(file: string): Present[] {
  const [others, setOthers] = useState<Present[]>([]);
  useEffect(() => {
    if (!IN_STUDIO) return;
    let open = true;
    const send = () =>
      beat(file, false)
        .then((res) => (res.ok ? (res.json() as Promise<{ others: Present[] }>) : undefined))
        .then((answer) => {
          if (open && answer) setOthers(answer.others);
        })
        .catch(() => undefined);
    const leave = () => void beat(file, true).catch(() => undefined);
    void send();
    const timer = setInterval(() => void send(), PRESENCE_BEAT_MS);
    // pagehide, not unload: it also fires when the page goes into the back-forward cache.
    window.addEventListener("pagehide", leave);
    // Back from the back-forward cache: open again at once.
    const back = (e: PageTransitionEvent) => e.persisted && void send();
    window.addEventListener("pageshow", back);
    return () => {
      open = false;
      clearInterval(timer);
      window.removeEventListener("pagehide", leave);
      window.removeEventListener("pageshow", back);
      leave();
    };
  }, [file]);
  return others;
}
