import { parseDocument } from "yaml";
import { environmentOf, INTERPOLATION, list, targetOf, type Service } from "./compose-values.ts";
import type { StageFacts } from "./dockerfile.ts";
import { studioApartProblems } from "./studio-apart-lint.ts";

/** A published port reachable from other machines: "3100:3100", "0.0.0.0:3100:3100", "[::]:3100:3100". */
const publishedToAll = (port: string) => {
  const host = /^(\[[^\]]*\]|[^:[]*):\d+(-\d+)?:\d/.exec(port)?.[1];
  return !["127.0.0.1", "[::1]", "::1", "localhost"].includes(host ?? "");
};

/** Written into the file rather than taken from .env or the shell (`${NAME}`, `${NAME:-}`). */
const literal = (value: string) => value !== "" && !INTERPOLATION.test(value);

/**
 * A service run from someone else's image (`image:` and no `build:`), such as PostgreSQL for the
 * `postgres` profile: a pinned version, its data on a volume, a health check (the web instances
 * wait for it), no port open to other machines, and for PostgreSQL a password not written here.
 */
function imageServiceProblems(where: string, service: Service): string[] {
  const problems: string[] = [];
  const image = String(service.image);
  if (!/:[0-9]/.test(image)) problems.push(`${where} pin its image to a version (${image}), as postgres:17-bookworm`);
  if (!list(service.volumes).length) problems.push(`${where} must keep its data on a volume`);
  if (!list((service.healthcheck as { test?: unknown } | undefined)?.test).length)
    problems.push(`${where} needs a healthcheck, so that the services depending on it wait until it is ready`);
  const open = list(service.ports).filter(publishedToAll);
  if (open.length)
    problems.push(
      `${where} publishes its port to other machines (${open.join(", ")}): leave ports out, or bind it to 127.0.0.1`,
    );
  const env = environmentOf(service);
  if (/^postgres:/.test(image) && !env.POSTGRES_PASSWORD_FILE && literal(env.POSTGRES_PASSWORD ?? ""))
    problems.push(
      `${where} has its password written in compose.yaml: take it from .env (POSTGRES_PASSWORD: \${POSTGRES_PASSWORD:-}) or a secret (POSTGRES_PASSWORD_FILE)`,
    );
  return problems;
}

/**
 * A site instance on PostgreSQL (DATABASE_URL set): it waits for the database's health check, is
 * published on this machine only, and its DATABASE_URL holds no password written in the file.
 */
function databaseUrlProblems(where: string, service: Service, url: string, names: string[]): string[] {
  const problems: string[] = [];
  const parsed = /^postgres(?:ql)?:\/\/(?:([^:@/]*)(?::([^@/]*))?@)?([^:/?]+)/.exec(url);
  const host = parsed?.[3];
  if (host && names.includes(host)) {
    const depends = service.depends_on as Record<string, { condition?: string }> | string[] | undefined;
    const condition = Array.isArray(depends) ? undefined : depends?.[host]?.condition;
    if (condition !== "service_healthy")
      problems.push(`${where} must wait for the database: depends_on: {${host}: {condition: service_healthy}}`);
  }
  const password = parsed?.[2] ?? "";
  if (literal(password))
    problems.push(
      `${where} has the database password written in DATABASE_URL: take it from .env (\${POSTGRES_PASSWORD:-}) or use DATABASE_URL_FILE`,
    );
  const open = list(service.ports).filter(publishedToAll);
  if (open.length)
    problems.push(
      `${where} publishes its port to other machines (${open.join(", ")}): bind it to 127.0.0.1 and put your load balancer in front`,
    );
  return problems;
}

/**
 * compose.yaml's rules, one line per problem: it parses (with YAML merge keys, `<<: *anchor`, as
 * compose reads them), and each service built from the Dockerfile keeps the database on a volume at
 * /data (unless DATABASE_URL puts it in PostgreSQL), runs on a read-only image with a tmpfs at /tmp
 * (tsx's compile cache, npm's logs), without Linux capabilities and without a way to gain any, and
 * has a health check: its image's (`imageOf` its Dockerfile stage, the last one unless
 * `build.target` names one; null when the Dockerfile has no such stage), or the same command. The
 * studio (the `studio` stage) is published on this machine only: people reach it through the TLS
 * proxy, and it is kept apart from the site's instances (studio-apart-lint.ts). Services from
 * another image (PostgreSQL) and instances on DATABASE_URL have rules of their own
 * (imageServiceProblems, databaseUrlProblems).
 */
export function lintCompose(compose: string, imageOf: (stage?: string) => StageFacts | null): string[] {
  const document = parseDocument(compose, { merge: true });
  if (document.errors.length) return [`compose.yaml: not valid YAML: ${document.errors[0]!.message.split("\n")[0]}`];
  const services = (document.toJS() as { services?: Record<string, Service> } | null)?.services ?? {};
  if (!Object.keys(services).length) return ["compose.yaml: no services"];
  const problems: string[] = [];
  const names = Object.keys(services);
  for (const [name, service] of Object.entries(services)) {
    const where = `compose.yaml: services.${name}`;
    if (service.image && !service.build) {
      problems.push(...imageServiceProblems(where, service));
      continue;
    }
    const env = environmentOf(service);
    const databaseUrl = env.DATABASE_URL;
    if (databaseUrl) problems.push(...databaseUrlProblems(where, service, databaseUrl, names));
    else if (!env.DATABASE_URL_FILE && !list(service.volumes).some((v) => /:\/data(:|$)/.test(v)))
      problems.push(`${where} must mount a volume at /data (the database)`);
    if (service.read_only !== true)
      problems.push(`${where} needs read_only: true (the server cannot change the image's files)`);
    if (!list(service.tmpfs).some((t) => /^\/tmp(:|$)/.test(t)))
      problems.push(`${where} needs tmpfs: [/tmp], the one place besides /data that is written`);
    if (!list(service.cap_drop).includes("ALL")) problems.push(`${where} needs cap_drop: [ALL]`);
    if (!list(service.security_opt).some((o) => /^no-new-privileges(:true)?$/.test(o)))
      problems.push(`${where} needs security_opt: ["no-new-privileges:true"]`);
    const stage = targetOf(service);
    const image = imageOf(stage);
    if (image === null) {
      problems.push(`${where} builds the Dockerfile's stage ${stage}, which it does not have`);
      continue;
    }
    const healthcheck = image.healthcheck;
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
  return [...problems, ...studioApartProblems(services, imageOf)];
}
