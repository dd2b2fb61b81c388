import path from "node:path";
import { fileURLToPath } from "node:url";

export interface ServerConfig {
  host: string;
  port: number;
  /** The build output: build/client is served, build/site-manifest.json lists routes and redirects. */
  buildDir: string;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/**
 * Reads the settings from the environment once, at start-up. Every bad value is reported,
 * with what was expected, before the server starts.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const errors: string[] = [];
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    errors.push(`PORT=${env.PORT}: expected a whole number from 0 to 65535 (default 3000)`);
  const logLevel = (env.LOG_LEVEL ?? "info") as ServerConfig["logLevel"];
  if (!LEVELS.includes(logLevel))
    errors.push(`LOG_LEVEL=${env.LOG_LEVEL}: expected one of ${LEVELS.join(", ")} (default info)`);
  if (errors.length) throw new Error(`Invalid settings:\n  ${errors.join("\n  ")}`);
  return {
    host: env.HOST ?? "127.0.0.1",
    port,
    buildDir: path.resolve(env.BUILD_DIR ?? path.join(ROOT, "build")),
    logLevel,
  };
}
