import { PRESENCE_BEAT_MS, type Present } from "../contracts/presence.ts";

export { PRESENCE_BEAT_MS, type Present };

/**
 * Who has which file open in the studio's editor, so two people editing one page see each other
 * before either saves. Each open editor says so every PRESENCE_BEAT_MS; one not heard from for
 * three beats (a closed tab, a lost connection) is dropped. Held in memory: it describes the
 * people connected to this process now, and a restart rightly forgets it.
 */
const FORGET_AFTER_MS = 3 * PRESENCE_BEAT_MS;

interface Seen {
  name: string;
  since: number;
  last: number;
}

export function presenceBoard(now: () => number = Date.now) {
  // file -> tab id -> who and when
  const files = new Map<string, Map<string, Seen & { email: string }>>();

  function sweep(tabs: Map<string, Seen & { email: string }>) {
    for (const [tab, seen] of tabs) if (now() - seen.last > FORGET_AFTER_MS) tabs.delete(tab);
  }

  return {
    /** A tab has `file` open (or still has it): answers everyone else who has it open, earliest first. */
    beat(file: string, tab: string, who: { email: string; name: string }): Present[] {
      const tabs = files.get(file) ?? new Map();
      files.set(file, tabs);
      sweep(tabs);
      const seen = tabs.get(tab);
      tabs.set(tab, { email: who.email, name: who.name, since: seen?.since ?? now(), last: now() });
      return this.others(file, who.email);
    },
    /** The tab closed the file (or the page): it is forgotten at once. */
    leave(file: string, tab: string) {
      files.get(file)?.delete(tab);
    },
    /** Everyone but `email` with `file` open, each person once (from their earliest tab), earliest first. */
    others(file: string, email: string): Present[] {
      const tabs = files.get(file);
      if (!tabs) return [];
      sweep(tabs);
      const people = new Map<string, Present & { at: number }>();
      for (const seen of tabs.values()) {
        if (seen.email.toLowerCase() === email.toLowerCase()) continue;
        const known = people.get(seen.email);
        if (!known || seen.since < known.at)
          people.set(seen.email, {
            email: seen.email,
            name: seen.name,
            since: new Date(seen.since).toISOString(),
            at: seen.since,
          });
      }
      return [...people.values()].sort((a, b) => a.at - b.at).map(({ at: _, ...p }) => p);
    },
  };
}

export type PresenceBoard = ReturnType<typeof presenceBoard>;
