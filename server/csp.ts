import { createHash } from "node:crypto";
import fs from "node:fs";

const cache = new Map<string, string>();

/**
 * The Content-Security-Policy for one prerendered HTML file. Its inline scripts (React
 * Router's hydration data and entry) are allowed by their SHA-256 hashes, so no other inline
 * script can run. Inline styles stay allowed: Emotion writes each component's CSS inline.
 */
export function contentSecurityPolicy(htmlFile: string): string {
  let policy = cache.get(htmlFile);
  if (policy) return policy;
  const html = fs.readFileSync(htmlFile, "utf8");
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash("sha256").update(m[1]!).digest("base64")}'`,
  );
  policy = [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(hashes)].join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  cache.set(htmlFile, policy);
  return policy;
}
