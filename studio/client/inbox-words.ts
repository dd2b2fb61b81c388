import { LANGUAGE_NAMES } from "../../contracts/languages.ts";
import type { Language, Status } from "./inbox-api.ts";

/** A status as the owner reads it. */
export const STATUS_WORDS: Record<Status, string> = { new: "New", replied: "Replied", archived: "Archived" };

/** The language an enquiry came in, as the owner reads it: 'bn' -> 'Bangla' (a code not known, as it is). */
export const languageName = (language: Language) => LANGUAGE_NAMES[language] ?? language;

/** When an enquiry came, in this browser's local time: '27 Nov 2026, 14:05'. */
export const when = (iso: string) => new Date(iso).toLocaleString([], { dateStyle: "medium", timeStyle: "short" });

/** The start of a message for the list: whole words, about a line. */
export function firstWords(message: string, length = 90): string {
  const flat = message.replace(/\s+/g, " ").trim();
  return flat.length <= length ? flat : `${flat.slice(0, length).replace(/\s+\S*$/, "")}…`;
}

/**
 * What the visitor wrote from, in a word: the owner answers a phone's sender differently, but a
 * browser's own name for itself ("Mozilla/5.0 (Linux; Android 14...") is for programs. Empty: not known.
 */
export function deviceWords(userAgent: string): string {
  if (!userAgent) return "";
  if (/iPad|Tablet|Android(?!.*Mobile)/i.test(userAgent)) return "A tablet";
  if (/Mobi|iPhone|Android/i.test(userAgent)) return "A phone";
  return "A computer";
}
