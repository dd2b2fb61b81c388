/** Reading compose.yaml's values, each in the forms compose accepts. */
import path from "node:path";

export type Service = Record<string, unknown>;

/** A compose value that may be one string or a list of them ("cap_drop: ALL" or "[ALL]"). */
export const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : value ? [String(value)] : [];

/** The Dockerfile stage a service builds: `build: {target: studio}` -> "studio"; undefined for the last one. */
export const targetOf = (service: Service) => (service.build as { target?: string } | undefined)?.target;

/** A service's environment as a map, whether written as one ("A: b") or as a list ("- A=b"). */
export function environmentOf(service: Service): Record<string, string> {
  const env = service.environment;
  if (Array.isArray(env))
    return Object.fromEntries(env.map(String).map((line) => [line.split("=")[0]!, line.slice(line.indexOf("=") + 1)]));
  return Object.fromEntries(
    Object.entries((env ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v ?? "")]),
  );
}

/** A value taken from .env or the shell: `${NAME}`, `${NAME:-default}` or `${NAME-default}` (the default captured). */
export const INTERPOLATION = /^\$\{[A-Za-z_][A-Za-z0-9_]*(?::?-([^}]*))?\}$/;

/**
 * A setting as the service sees it: compose's value over the image's ENV, `${NAME:-default}` read
 * as its default (what it is when .env does not set it); empty is unset, as the server reads it.
 */
export function settingOf(name: string, service: Service, image: Record<string, string>): string | undefined {
  const value = environmentOf(service)[name] ?? image[name];
  const interpolated = INTERPOLATION.exec(value ?? "");
  const read = interpolated ? (interpolated[1] ?? "") : value;
  return read || undefined;
}

/** One volume or bind mount: which volume or host folder (`source`, undefined for an anonymous one), where, how. */
export interface Mount {
  source?: string;
  target: string;
  readOnly: boolean;
}

/**
 * A service's mounts, short ("releases:/releases:ro", "./data:/data", "/data") or long form
 * ({type: volume, source: releases, target: /releases, read_only: true}); a host folder's source is
 * its path, normalized ("./data/" -> "data").
 */
export function mountsOf(service: Service): Mount[] {
  const mounts = Array.isArray(service.volumes) ? (service.volumes as unknown[]) : [];
  return mounts.flatMap((entry): Mount[] => {
    if (typeof entry === "object" && entry) {
      const long = entry as { type?: string; source?: string; target?: string; read_only?: boolean };
      if (!long.target || long.type === "tmpfs") return [];
      return [{ source: sourceName(long.source), target: long.target, readOnly: long.read_only === true }];
    }
    const [first = "", second, mode = ""] = String(entry).split(":");
    if (second === undefined) return [{ target: first, readOnly: false }];
    return [{ source: sourceName(first), target: second, readOnly: mode.split(",").includes("ro") }];
  });
}

/** A host folder's path the same however it is written ("./data/", "./x/../data" -> "./data"); a volume's name as it is. */
function sourceName(source: string | undefined): string | undefined {
  if (!source || !/^[./~]/.test(source)) return source || undefined;
  const normal = path.posix.normalize(source).replace(/(.)\/$/, "$1");
  return /^([/~]|\.\.?(\/|$))/.test(normal) ? normal : `./${normal}`;
}

/** The mount that holds `file` (the deepest whose target is a folder above it), if any. */
export function mountHolding(mounts: Mount[], file: string): Mount | undefined {
  return mounts
    .filter((m) => file === m.target || file.startsWith(`${m.target.replace(/\/$/, "")}/`))
    .sort((a, b) => b.target.length - a.target.length)[0];
}
