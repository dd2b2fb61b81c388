import type { Language } from "./generated/enquiry.ts";

/**
 * Each language an enquiry can come in, named in plain English for the owner (the notification
 * e-mail, `npm run enquiries -- list`, the studio's inbox): 'bn' -> 'Bangla'.
 */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", bn: "Bangla" };
