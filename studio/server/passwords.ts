import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

export interface ScryptParams {
  /** CPU/memory cost (a power of two). */
  N: number;
  /** Block size. */
  r: number;
  /** Parallelisation. */
  p: number;
}

/**
 * OWASP Password Storage Cheat Sheet (cheatsheetseries.owasp.org, "scrypt" section, current since
 * May 2023): where Argon2id is not available, scrypt with a minimum CPU/memory cost of 2^17, a
 * block size of 8 (1024 bytes) and a parallelisation of 1. That is 128 MiB of memory a hash
 * (128 * N * r bytes); node:crypto refuses more than 32 MiB unless maxmem says otherwise.
 */
export const OWASP_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

const KEY_BYTES = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, { N, r, p }: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_BYTES, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/**
 * 'scrypt$N$r$p$salt$key' (salt and key in base64url): the parameters travel with each hash, so a
 * hash made at other figures (older, or a test's) is still checked at its own.
 */
export async function hashPassword(password: string, params: ScryptParams): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** True when `password` is the one `stored` was made from; compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, N, r, p, salt, key] = stored.split("$");
  if (kind !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), { N: Number(N), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of no one's password, checked when the e-mail matches no account, so that a login for an
 * unknown account takes as long as one with a wrong password.
 */
export function dummyHash(params: ScryptParams): Promise<string> {
  return hashPassword(randomBytes(18).toString("base64url"), params);
}

/** A password for the owner to pass on: 20 random characters (120 bits). */
export function generatePassword(): string {
  return randomBytes(15).toString("base64url");
}

/**
 * Why a chosen password is refused, or undefined. 15 characters at least: NIST SP 800-63B-4's
 * minimum for a password that is the only factor (the studio has no second factor yet).
 */
export function passwordProblem(password: string): string | undefined {
  if ([...password].length < 15) return "the password is too short: use 15 characters or more";
  if (password.length > 1024) return "the password is too long: use at most 1024 characters";
  return undefined;
}
