import { PRESENCE_BEAT_MS, type Present } from "../../contracts/presence.ts";

export { PRESENCE_BEAT_MS, type Present };

/**
 * Who has which file open in the studio's editor, so two people editing one page see each other
 * before either saves. Each open editor says so every PRESENCE_BEAT_MS; one not heard from for
 * three beats (a closed tab, a lost connection) is dropped. Held in memory: it describes the
 * people connected to this process now, and a restart rightly forgets it.
 */
const FORGET_AFTER_MS = 3 * PRESENCE_BEAT_MS;

/**
 * What the board holds at most. A file name is only compared, never checked against the site, so
 * a logged-in tab could name 10,000 files that do not exist: each would be kept until forgotten.
 * One person has a handful of tabs open; past tabsPerAccount their least recently heard (file,
 * tab) is dropped, so a flood from one account pushes out only its own. `tabs` bounds every
 * account together (and so the files, each held by at least one tab): past it the least recently
 * heard is dropped, whoever's. A dropped tab that is still open comes back with its next beat.
 */
export const PRESENCE_LIMITS = { tabsPerAccount: 32, tabs: 2000 };

interface Seen {
  file: string;
  email: string;
  name: string;
  since: number;
  last: number;
}

export function presenceBoard(now: () => number = Date.now) {
  // (file, tab) -> who and when, least recently heard first: a beat moves its entry to the end.
  const seen = new Map<string, Seen>();
  // file -> its entries' keys, for `others`; a file with none left is deleted.
  const byFile = new Map<string, Set<string>>();
  // lower-case e-mail -> how many entries it has.
  const perAccount = new Map<string, number>();
  const keyOf = (file: string, tab: string) => JSON.stringify([file, tab]);

  function forget(key: string) {
    const entry = seen.get(key);
    if (!entry) return;
    seen.delete(key);
    const keys = byFile.get(entry.file)!;
    keys.delete(key);
    if (!keys.size) byFile.delete(entry.file);
    const account = entry.email.toLowerCase();
    const left = perAccount.get(account)! - 1;
    if (left) perAccount.set(account, left);
    else perAccount.delete(account);
  }

  /** Drops every entry silent too long: they are first in `seen`, so this stops at the first one heard lately. */
  function sweep() {
    for (const [key, entry] of seen) {
      if (now() - entry.last <= FORGET_AFTER_MS) return;
      forget(key);
    }
  }

  function oldestOf(account: string): string | undefined {
    for (const [key, entry] of seen) if (entry.email.toLowerCase() === account) return key;
    return undefined;
  }

  return {
    /** A tab has `file` open (or still has it): answers everyone else who has it open, earliest first. */
    beat(file: string, tab: string, who: { email: string; name: string }): Present[] {
      sweep();
      const key = keyOf(file, tab);
      const before = seen.get(key);
      forget(key);
      const account = who.email.toLowerCase();
      seen.set(key, { file, email: who.email, name: who.name, since: before?.since ?? now(), last: now() });
      byFile.set(file, (byFile.get(file) ?? new Set()).add(key));
      perAccount.set(account, (perAccount.get(account) ?? 0) + 1);
      if (perAccount.get(account)! > PRESENCE_LIMITS.tabsPerAccount) forget(oldestOf(account)!);
      if (seen.size > PRESENCE_LIMITS.tabs) forget(seen.keys().next().value!);
      return this.others(file, who.email);
    },
    /** The tab closed the file (or the page): it is forgotten at once. */
    leave(file: string, tab: string) {
      forget(keyOf(file, tab));
    },
    /** Everyone but `email` with `file` open, each person once (from their earliest tab), earliest first. */
    others(file: string, email: string): Present[] {
      sweep();
      const people = new Map<string, Present & { at: number }>();
      for (const key of byFile.get(file) ?? []) {
        const entry = seen.get(key)!;
        if (entry.email.toLowerCase() === email.toLowerCase()) continue;
        const known = people.get(entry.email);
        if (!known || entry.since < known.at)
          people.set(entry.email, {
            email: entry.email,
            name: entry.name,
            since: new Date(entry.since).toISOString(),
            at: entry.since,
          });
      }
      return [...people.values()].sort((a, b) => a.at - b.at).map(({ at: _, ...p }) => p);
    },
    /** How much is held now (the tests check the bounds with it). */
    size: () => ({ files: byFile.size, tabs: seen.size }),
  };
}

export type PresenceBoard = ReturnType<typeof presenceBoard>;
