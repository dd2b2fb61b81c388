import { createHash } from "node:crypto";
import fs from "node:fs";

/**
 * The Content-Security-Policy for one prerendered HTML file. Its inline scripts (React
 * Router's hydration data and entry) are allowed by their SHA-256 hashes, so no other inline
 * script can run. Inline styles stay allowed: Emotion writes each component's CSS inline.
 * Policies are kept in the cache of the build the file belongs to (server/builds.ts), so a
 * server that goes through many releases drops a release's policies with the release.
 */
export function contentSecurityPolicy(htmlFile: string, cache: Map<string, string>): string {
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
