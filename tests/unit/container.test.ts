import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lintContainer, productionCommand } from "../../scripts/lib/container-lint.ts";
import { ROOT } from "../../src/content/paths.ts";
import { PRODUCTION_COMMAND } from "../server/process-helper.ts";

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");
const scripts = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts;
const command = productionCommand(scripts.start!);

describe("the production command", () => {
  it("is the same in npm start, npm run serve, the Dockerfile, the README and the tests that signal it", () => {
    expect(command).toBe("node --import tsx server/main.ts");
    expect(scripts.serve).toBe(`exec ${command}`);
    expect(PRODUCTION_COMMAND.slice(1).join(" ")).toBe(command.replace(/^node /, ""));
    expect(read("README.md")).toContain(`\`${command}\``);
  });
});

describe("container lint (part of npm run check)", () => {
  it("passes the Dockerfile and compose.yaml as they are", async () => {
    expect(await lintContainer(read("Dockerfile"), read("compose.yaml"), command)).toEqual([]);
  });

  it("reports each broken rule", async () => {
    const broken = read("Dockerfile")
      .replace(/FROM node:[^\s]+ AS runtime/, "FROM node:latest AS runtime")
      .replace("USER node", "USER root")
      .replace(/^CMD .*$/m, "CMD npm start")
      .replace(/^HEALTHCHECK[\s\S]*?\n(?=#|ENTRYPOINT)/m, "");
    const problems = await lintContainer(broken, "services: [\n", command);
    for (const expected of [
      /pin the base image to a version \(node:latest\)/,
      /user other than root/,
      /CMD must be in exec form/,
      /needs HEALTHCHECK CMD \["node", "--import", "tsx", "server\/healthcheck.ts"\]/,
      /compose\.yaml: not valid YAML/,
      /compose\.yaml: mount a volume at \/data/,
    ])
      expect(problems.join("\n")).toMatch(expected);
  });
});
