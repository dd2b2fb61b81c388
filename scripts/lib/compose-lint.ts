import { parseDocument } from "yaml";

type Service = Record<string, unknown>;

/** A compose value that may be one string or a list of them ("cap_drop: ALL" or "[ALL]"). */
const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : value ? [String(value)] : []);

/**
 * compose.yaml's rules, one line per problem: it parses, and each service keeps the database on a
 * volume at /data, runs on a read-only image with a tmpfs at /tmp (tsx's compile cache, npm's
 * logs), without Linux capabilities and without a way to gain any, and keeps the image's health
 * check (server/healthcheck.ts) or runs the same command.
 */
export function lintCompose(compose: string, healthcheck: string): string[] {
  const document = parseDocument(compose);
  if (document.errors.length) return [`compose.yaml: not valid YAML: ${document.errors[0]!.message.split("\n")[0]}`];
  const services = (document.toJS() as { services?: Record<string, Service> } | null)?.services ?? {};
  if (!Object.keys(services).length) return ["compose.yaml: no services"];
  const problems: string[] = [];
  for (const [name, service] of Object.entries(services)) {
    const where = `compose.yaml: services.${name}`;
    if (!list(service.volumes).some((v) => /:\/data(:|$)/.test(v)))
      problems.push(`${where} must mount a volume at /data (the database)`);
    if (service.read_only !== true)
      problems.push(`${where} needs read_only: true (the server cannot change the image's files)`);
    if (!list(service.tmpfs).some((t) => /^\/tmp(:|$)/.test(t)))
      problems.push(`${where} needs tmpfs: [/tmp], the one place besides /data that is written`);
    if (!list(service.cap_drop).includes("ALL")) problems.push(`${where} needs cap_drop: [ALL]`);
    if (!list(service.security_opt).some((o) => /^no-new-privileges(:true)?$/.test(o)))
      problems.push(`${where} needs security_opt: ["no-new-privileges:true"]`);
    const test = list((service.healthcheck as { test?: unknown } | undefined)?.test);
    if (test.length && test.slice(1).join(" ") !== healthcheck)
      problems.push(
        `${where}.healthcheck must run the image's check (${healthcheck}), which follows HOST and PORT; or leave it out`,
      );
  }
  return problems;
}
