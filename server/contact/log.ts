/**
 * What goes into a log line we write ourselves: CR and LF become spaces (so no value can fake
 * a second log line in a plain-text view) and long values are cut. Personal values are never
 * passed here: they are not logged at all.
 */
export function clean(value: unknown, max = 200): string {
  const text = String(value).replace(/[\r\n]+/g, " ");
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Pino's redaction paths for the whole server: the enquiry and its personal fields, wherever they are logged. */
export const REDACT_PATHS = [
  "body",
  "*.body",
  "enquiry",
  "*.enquiry",
  "email",
  "*.email",
  "phone",
  "*.phone",
  "name",
  "message",
  "replyTo",
  "*.replyTo",
  // The raw client address: enquiries keep only its HMAC, so the logs do not keep it either.
  "req.remoteAddress",
];
