import { createHmac, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Client addresses are stored only as HMAC-SHA256(secret, address): rows from one sender can be
 * grouped, but the address cannot be read back or found by hashing all 2^32 IPv4 addresses
 * without the secret. With no IP_HASH_SECRET, a random secret is created once beside the
 * database (mode 600) so hashes stay comparable across restarts.
 */
export function clientHasher(databaseFile: string, configured: string | undefined) {
  return hasherFor(configured ?? persistedSecret(path.join(path.dirname(databaseFile), "ip-hash.secret")));
}

/** The keyed hash for a given secret (with PostgreSQL: IP_HASH_SECRET, or the one kept in the database). */
export function hasherFor(secret: string) {
  return (address: string) => createHmac("sha256", secret).update(address).digest("hex");
}

function persistedSecret(file: string): string {
  if (!fs.existsSync(file)) {
    // Written aside then linked into place: another process starting at the same moment sees
    // either no file or a complete one, and never has its secret overwritten.
    const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
    fs.writeFileSync(temp, randomBytes(32).toString("hex") + "\n", { mode: 0o600 });
    try {
      fs.linkSync(temp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      fs.unlinkSync(temp);
    }
  }
  const secret = fs.readFileSync(file, "utf8").trim();
  if (secret.length < 32) throw new Error(`${file}: the IP hash secret is shorter than 32 characters`);
  return secret;
}
