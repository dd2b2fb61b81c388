/**
 * The Content-Security-Policy of one prerendered page. Its inline scripts run only if the build
 * wrote them: their SHA-256 hashes come from the build's own record (script-hashes.json, written as
 * the build writes each page: scripts/lib/script-hashes.ts), never from the page being served, so a
 * script that reached a page any other way does not run. A page the record does not name (a build
 * made before it was kept) may run no inline script: it shows as prerendered, without its scripts.
 * Inline styles stay allowed: Emotion writes each component's CSS inline. Policies are kept in the
 * cache of the build the page belongs to (server/builds.ts), dropped with the release.
 */
export function contentSecurityPolicy(
  page: string,
  build: { scripts: Record<string, string[]>; policies: Map<string, string> },
): string {
  let policy = build.policies.get(page);
  if (policy) return policy;
  const hashes = Object.hasOwn(build.scripts, page) ? build.scripts[page]! : [];
  policy = [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  build.policies.set(page, policy);
  return policy;
}
