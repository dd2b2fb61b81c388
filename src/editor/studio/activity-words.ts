/**
 * An audit entry in words ('account_reset', 'pub@example.com' -> 'gave pub@example.com a new
 * password'). An action without words here (one a later part adds) is shown by its name.
 */
const WORDS: Record<string, (subject: string) => string> = {
  login: () => "logged in",
  login_failed: () => "tried to log in with a wrong password",
  logout: () => "logged out",
  logout_everywhere: () => "logged out everywhere",
  account_added: (s) => `added the account ${s}`,
  account_removed: (s) => `removed the account ${s}`,
  account_reset: (s) => `gave ${s} a new password`,
  account_role_changed: (s) => `changed the role of ${s}`,
  password_changed: () => "changed their own password",
  enquiry_updated: (s) => `updated enquiry ${s}`,
  enquiries_exported: () => "exported the enquiries",
  enquiries_deleted: (s) => `deleted enquiries (${s})`,
  page_saved: (s) => `saved ${s}`,
  page_deleted: (s) => `deleted ${s}`,
  page_moved: (s) => `moved ${s}`,
  content_saved: (s) => `saved ${s}`,
  translation_saved: (s) => `saved the translation ${s}`,
  image_uploaded: (s) => `uploaded the picture ${s}`,
};

export function activityWords(action: string, subject: string): string {
  const words = WORDS[action];
  if (words) return words(subject);
  return [action.replaceAll("_", " "), subject].filter(Boolean).join(": ");
}

/** A time the way the reader's own computer writes it: '27 Nov 2026, 16:32'. */
export const readableTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
