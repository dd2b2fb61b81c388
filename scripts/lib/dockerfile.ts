/** Reading a Dockerfile: its instructions, its stages, and what its runtime stage copies and runs. */

export interface Instruction {
  line: number;
  keyword: string;
  args: string;
}

/** Dockerfile instructions with their continuation lines joined, comments dropped. */
export function instructions(dockerfile: string): Instruction[] {
  const out: Instruction[] = [];
  let current: Instruction | undefined;
  dockerfile.split("\n").forEach((text, i) => {
    if (!current && (/^\s*#/.test(text) || !text.trim())) return;
    const body = text.replace(/\\\s*$/, "");
    if (current) current.args += ` ${body.trim()}`;
    else {
      const [, keyword = "", args = ""] = /^\s*(\S+)\s*(.*)$/.exec(body) ?? [];
      current = { line: i + 1, keyword: keyword.toUpperCase(), args: args.trim() };
    }
    if (!/\\\s*$/.test(text)) {
      out.push(current);
      current = undefined;
    }
  });
  return out;
}

/** Each stage's instructions, from its FROM line on: "FROM node:24 AS build" -> stages[0]. */
export function stages(dockerfile: string): Instruction[][] {
  const out: Instruction[][] = [];
  for (const instruction of instructions(dockerfile)) {
    if (instruction.keyword === "FROM") out.push([]);
    out.at(-1)?.push(instruction);
  }
  return out;
}

/** The last stage: the image that runs. */
export function runtimeStage(dockerfile: string): Instruction[] {
  return stages(dockerfile).at(-1) ?? [];
}

/** An exec-form argument list ('["node", "x.ts"]' -> ["node", "x.ts"]), or undefined for shell form. */
export function execForm(args: string): string[] | undefined {
  if (!args.startsWith("[")) return undefined;
  try {
    return JSON.parse(args) as string[];
  } catch {
    return undefined;
  }
}

/** A stage's name: 'FROM node:24 AS studio' -> "studio"; undefined when it has none. */
export const stageName = (stage: Instruction[]) => /\bAS\s+(\S+)/i.exec(stage[0]?.args ?? "")?.[1];

/** The stage named `name`, or the runtime stage when no name is given. */
export function stageNamed(dockerfile: string, name?: string): Instruction[] {
  if (name === undefined) return runtimeStage(dockerfile);
  return stages(dockerfile).find((stage) => stageName(stage) === name) ?? [];
}

/**
 * A stage's HEALTHCHECK command, the runtime stage's by default
 * ('HEALTHCHECK --interval=30s CMD ["node", ...]' -> ["node", ...]).
 */
export function healthcheckCommand(dockerfile: string, stage?: string): string[] | undefined {
  const healthcheck = stageNamed(dockerfile, stage).findLast((i) => i.keyword === "HEALTHCHECK");
  const cmd = /(?:^|\s)CMD\s+(.*)$/.exec(healthcheck?.args ?? "")?.[1];
  return cmd === undefined ? undefined : execForm(cmd.trim());
}

export interface Copy {
  line: number;
  /** The stage copied from (--from), or undefined for the build context. */
  from: string | undefined;
  sources: string[];
  destination: string;
}

/** The runtime stage's COPY (and ADD) instructions: 'COPY --from=build /app/server ./server'. */
export function runtimeCopies(dockerfile: string): Copy[] {
  return runtimeStage(dockerfile)
    .filter((i) => i.keyword === "COPY" || i.keyword === "ADD")
    .map((i) => {
      const words = execForm(i.args) ?? i.args.split(/\s+/);
      const flags = words.filter((w) => w.startsWith("--"));
      const paths = words.filter((w) => !w.startsWith("--"));
      const from = flags.find((f) => f.startsWith("--from="))?.slice("--from=".length);
      return { line: i.line, from, sources: paths.slice(0, -1), destination: paths.at(-1) ?? "" };
    });
}

/** The users a node image has before a stage adds its own: name -> uid. */
const BASE_USERS: Record<string, string> = { root: "0", node: "1000" };

/**
 * The uid a stage runs as, from its last USER ('USER studio' or 'USER 1001:1000'): a number as it
 * is; a name as the node images define it (root, node) or as the stage's RUN lines add it
 * ('useradd --uid 1001 ... studio' -> "1001"); undefined when it cannot be told.
 */
export function uidOf(stage: Instruction[], user: string | undefined): string | undefined {
  const name = user?.split(":")[0];
  if (!name) return undefined;
  if (/^\d+$/.test(name)) return String(Number(name));
  for (const run of stage.filter((i) => i.keyword === "RUN"))
    for (const [, words = ""] of run.args.matchAll(/\b(?:useradd|adduser)\b([^&;|]*)/g)) {
      const uid = /(?:--uid|-u)[\s=]+(\d+)/.exec(words)?.[1];
      if (uid && words.trim().split(/\s+/).at(-1) === name) return uid;
    }
  return BASE_USERS[name];
}

/** A stage's ENV, both forms ('ENV A=1 B="two"' and 'ENV A 1'), later lines winning. */
export function envOf(stage: Instruction[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const { args } of stage.filter((i) => i.keyword === "ENV")) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*=/.test(args)) {
      const [name = "", ...value] = args.split(/\s+/);
      env[name] = value.join(" ");
      continue;
    }
    for (const [, name = "", quoted, bare] of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=(?:"([^"]*)"|(\S*))/g))
      env[name] = quoted ?? bare ?? "";
  }
  return env;
}

/** What compose needs to know of the image a stage makes: who it runs as, its settings and folder. */
export interface StageFacts {
  healthcheck?: string;
  /** The USER it runs as, and that user's uid when it can be told (uidOf). */
  user?: string;
  uid?: string;
  /** The uid of another user of the image (compose's `user:`), as uidOf reads it. */
  uidFor: (user: string) => string | undefined;
  env: Record<string, string>;
  /** Its last WORKDIR, against which relative settings are read ("./data/enquiries.db"). */
  workdir: string;
}

/** The facts of the stage named `name` (the runtime stage when none), or null when there is no such stage. */
export function stageFacts(dockerfile: string, name?: string): StageFacts | null {
  if (name !== undefined && !stages(dockerfile).some((stage) => stageName(stage) === name)) return null;
  const stage = stageNamed(dockerfile, name);
  const user = stage.findLast((i) => i.keyword === "USER")?.args;
  return {
    healthcheck: healthcheckCommand(dockerfile, name)?.join(" "),
    user,
    uid: uidOf(stage, user),
    uidFor: (other) => uidOf(stage, other),
    env: envOf(stage),
    workdir: stage.findLast((i) => i.keyword === "WORKDIR")?.args ?? "/",
  };
}
