/** Part of `npm run check`: the Dockerfile and compose.yaml (see scripts/lib/container-lint.ts). */
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../engine/paths.ts";
import { lintContainer, productionCommand } from "./lib/container-lint.ts";

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");
const pkg = JSON.parse(read("package.json")) as { scripts: Record<string, string> };
const problems = await lintContainer(read("Dockerfile"), read("compose.yaml"), productionCommand(pkg.scripts.start!));
if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log("Dockerfile and compose.yaml: no problems found.");
