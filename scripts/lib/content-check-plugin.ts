import fs from "node:fs";
import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { loadSiteContent } from "../../src/content/load.server.ts";
import { formatProblems } from "../../src/content/problems.ts";
import { resetSchemas } from "../../src/content/load.server.ts";
import { ROOT } from "../../src/content/paths.ts";

const WATCHED = ["pages", "content", "schema"].map((d) => path.join(ROOT, d) + path.sep);

function check(): string | null {
  const { problems } = loadSiteContent();
  if (!problems.length) return null;
  return `${problems.length} content problem${problems.length === 1 ? "" : "s"}:\n${formatProblems(problems)}`;
}

/**
 * Runs `npm run validate`'s checks inside Vite: a build stops on any problem, and the dev
 * server re-checks on every save under pages/, content/ or schema/ and shows the problems
 * in the browser's error overlay (and in the terminal) until they are fixed.
 */
export function contentCheck(): Plugin {
  let command: "build" | "serve" = "serve";
  return {
    name: "nexaforge:content-check",
    configResolved(config) {
      command = config.command;
    },
    buildStart() {
      // Only a real build stops here; the dev server reports through its overlay instead.
      if (command !== "build") return;
      const report = check();
      if (report) this.error(report);
    },
    configureServer(server: ViteDevServer) {
      server.watcher.add(WATCHED);
      const onChange = (file: string, event: "add" | "change" | "unlink") => {
        if (!WATCHED.some((dir) => file.startsWith(dir))) return;
        if (file.includes(`${path.sep}schema${path.sep}`)) resetSchemas();
        // A new or removed page file changes the route list: make React Router re-read routes.ts.
        if (event !== "change" && file.includes(`${path.sep}pages${path.sep}`)) {
          const routes = path.join(ROOT, "src/app/routes.ts");
          const now = new Date();
          fs.utimesSync(routes, now, now);
        }
        const report = check();
        if (report) {
          server.config.logger.error(report, { timestamp: true });
          server.ws.send({ type: "error", err: { message: report, stack: "", plugin: "nexaforge:content-check" } });
        } else {
          server.config.logger.info(`content ok (${path.relative(ROOT, file)})`, { timestamp: true });
          server.ws.send({ type: "full-reload" });
        }
      };
      server.watcher.on("change", (f) => onChange(f, "change"));
      server.watcher.on("add", (f) => onChange(f, "add"));
      server.watcher.on("unlink", (f) => onChange(f, "unlink"));
    },
  };
}
