import { validate } from "dockerfile-utils";
import * as prettier from "prettier";
import { healthcheckCommand, instructions } from "./dockerfile.ts";

/** The container's health check: server/healthcheck.ts reads HOST and PORT as the server does. */
export const HEALTHCHECK_COMMAND = "node --import tsx server/healthcheck.ts";

/**
 * The container files checked as hadolint would check the points that matter here (hadolint is
 * a Haskell binary that no registry here provides): the Dockerfile's syntax (dockerfile-utils),
 * the project's rules for it, and that compose.yaml parses and keeps the data on a volume.
 * Returns one line per problem, "file:line message".
 */
export async function lintContainer(dockerfile: string, compose: string, productionCommand: string): Promise<string[]> {
  const problems = validate(dockerfile).map((d) => `Dockerfile:${d.range.start.line + 1} ${d.message}`);
  const all = instructions(dockerfile);
  const froms = all.filter((i) => i.keyword === "FROM");
  if (froms.length < 2) problems.push("Dockerfile:1 expected a build stage and a runtime stage (two FROM lines)");
  for (const from of froms) {
    const image = from.args.split(/\s+/)[0] ?? "";
    if (!/:[0-9]/.test(image)) problems.push(`Dockerfile:${from.line} pin the base image to a version (${image})`);
  }
  const runtime = all.filter((i) => i.line >= (froms.at(-1)?.line ?? 0));
  const last = (keyword: string) => runtime.filter((i) => i.keyword === keyword).at(-1);
  const user = last("USER")?.args;
  if (!user || user === "root" || user === "0")
    problems.push("Dockerfile: the runtime stage must run as a user other than root (USER node)");
  if (healthcheckCommand(dockerfile)?.join(" ") !== HEALTHCHECK_COMMAND)
    problems.push(
      `Dockerfile: the runtime stage needs HEALTHCHECK CMD [${HEALTHCHECK_COMMAND.split(" ")
        .map((w) => `"${w}"`)
        .join(", ")}], which asks /healthz where HOST and PORT say the server listens`,
    );
  // Shell form runs `sh -c` as PID 1, which does not pass SIGTERM on to node.
  for (const keyword of ["ENTRYPOINT", "CMD"])
    if (!last(keyword)?.args.startsWith("["))
      problems.push(`Dockerfile: ${keyword} must be in exec form, ["..."], so that signals reach the server`);
  const cmd = last("CMD");
  if (cmd?.args.startsWith("[")) {
    const command = (JSON.parse(cmd.args) as string[]).join(" ");
    if (command !== productionCommand)
      problems.push(`Dockerfile:${cmd.line} CMD must be the documented production command: ${productionCommand}`);
  }
  if (!last("VOLUME")?.args.includes("/data"))
    problems.push("Dockerfile: the runtime stage needs VOLUME /data (the database)");
  if (!/--omit=dev/.test(dockerfile))
    problems.push("Dockerfile: the runtime needs production dependencies only (--omit=dev)");

  try {
    await prettier.format(compose, { parser: "yaml" });
  } catch (error) {
    problems.push(`compose.yaml: not valid YAML: ${(error as Error).message.split("\n")[0]}`);
  }
  if (!/^\s+-\s+"?\S+:\/data"?\s*$/m.test(compose))
    problems.push("compose.yaml: mount a volume at /data (the database)");
  return problems;
}

/** `exec node --import tsx server/main.ts` in package.json's "start" -> "node --import tsx server/main.ts". */
export function productionCommand(startScript: string): string {
  const command = /(?:^|&&\s*)exec\s+(.+)$/.exec(startScript)?.[1];
  if (!command) throw new Error('package.json: "start" must end with `exec <the production command>`');
  return command.trim();
}
