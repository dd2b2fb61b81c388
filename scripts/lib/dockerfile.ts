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
