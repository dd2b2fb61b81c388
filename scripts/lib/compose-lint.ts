import { parseDocument } from "yaml";

type Service = Record<string, unknown>;

/** A compose value that may be one string or a list of them ("cap_drop: ALL" or "[ALL]"). */
const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : value ? [String(value)] : []);

/** The Dockerfile stage a service builds: `build: {target: studio}` -> "studio"; undefined for the last one. */
const targetOf = (service: Service) => (service.build as { target?: string } | undefined)?.target;

/** A published port reachable from other machines: "3100:3100", "0.0.0.0:3100:3100", "[::]:3100:3100". */
const publishedToAll = (port: string) => {
  const host = /^(\[[^\]]*\]|[^:[]*):\d+(-\d+)?:\d/.exec(port)?.[1];
  return !["127.0.0.1", "[::1]", "::1", "localhost"].includes(host ?? "");
};

/**
 * compose.yaml's rules, one line per problem: it parses, and each service keeps the database on a
 * volume at /data, runs on a read-only image with a tmpfs at /tmp (tsx's compile cache, npm's
 * logs), without Linux capabilities and without a way to gain any, and has a health check: its
 * image's (`healthcheckOf` its Dockerfile stage, the last one unless `build.target` names one; null
 * when the Dockerfile has no such stage), or the same command. The studio (the `studio` stage) is
 * published on this machine only: people reach it through the TLS proxy.
 */
export function lintCompose(compose: string, healthcheckOf: (stage?: string) => string | undefined | null): string[] {
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
    const stage = targetOf(service);
    const healthcheck = healthcheckOf(stage);
    if (healthcheck === null) {
      problems.push(`${where} builds the Dockerfile's stage ${stage}, which it does not have`);
      continue;
    }
    const test = list((service.healthcheck as { test?: unknown } | undefined)?.test);
    if (!healthcheck)
      problems.push(
        `${where} has no health check: its image (stage ${stage ?? "runtime"}) needs a HEALTHCHECK that asks /healthz`,
      );
    else if (test.length && test.slice(1).join(" ") !== healthcheck)
      problems.push(
        `${where}.healthcheck must run the image's check (${healthcheck}), which follows where it listens; or leave it out`,
      );
    const open = list(service.ports).filter(publishedToAll);
    if (stage === "studio" && open.length)
      problems.push(
        `${where} publishes its port to other machines (${open.join(", ")}): bind it to 127.0.0.1 ("127.0.0.1:3100:3100") and reach it through your TLS proxy`,
      );
  }
  return problems;
}
