import { createHash } from "node:crypto";

/**
 * The fingerprint a translation keeps of the English it was made from: 12 hex digits of the
 * SHA-256 of the text (Unicode NFC, so the same words typed two ways match). When the English
 * changes, its fingerprint no longer matches and the translation is reported as behind.
 */
export function sourceHash(text: string): string {
  return createHash("sha256").update(text.normalize("NFC")).digest("hex").slice(0, 12);
}
