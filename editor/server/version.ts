import crypto from "node:crypto";

/** A version of a file's bytes: a write compares it with the one the editor read. */
export const versionOf = (bytes: Uint8Array | string) =>
  crypto.createHash("sha256").update(bytes).digest("hex").slice(0, 16);
