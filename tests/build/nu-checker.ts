import { execFile, spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";

/**
 * The W3C Nu HTML Checker (vnu), from the `vnu-jar` package, run on Java. Its own launcher would
 * download a Java runtime when none is found; this one says how to install one instead.
 */
const JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

/** The checker's jar needs Java 17 or later (its manual, `java -jar vnu.jar --help`). */
const MIN_JAVA = 17;
const INSTALL_JAVA =
  "On Debian or Ubuntu: `sudo apt-get install default-jre-headless` (CI's .ci/run installs it); " +
  `elsewhere install any Java ${MIN_JAVA} or later and put its \`java\` command on the PATH.`;

/** Why the checker cannot run here, in words that say what to install; undefined when it can. */
export function javaProblem(): string | undefined {
  const found = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (found.error)
    return `The HTML check runs the W3C Nu HTML Checker, which needs Java, and there is no \`java\` command. ${INSTALL_JAVA}`;
  // `java -version` prints to standard error, e.g. 'openjdk version "17.0.15" 2025-04-15'.
  const major = Number(/version "(?:1\.)?(\d+)/.exec(found.stderr)?.[1]);
  if (!(major >= MIN_JAVA))
    return `The HTML check runs the W3C Nu HTML Checker, which needs Java ${MIN_JAVA} or later; \`java -version\` says: ${found.stderr.split("\n")[0]}. ${INSTALL_JAVA}`;
  return undefined;
}

export interface HtmlError {
  /** The page's file, relative to the folder the pages were given from. */
  file: string;
  line: number;
  column: number;
  message: string;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
}

/**
 * Every error the checker finds in `files` (warnings and notes left out), in one Java process: it
 * takes a few seconds to start, then checks a page in a fraction of one.
 */
export async function htmlErrors(root: string, files: readonly string[]): Promise<HtmlError[]> {
  const { stdout } = await promisify(execFile)(
    "java",
    ["-jar", JAR, "--errors-only", "--format", "json", "--stdout", "--exit-zero-always", ...files],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
  return messages
    .filter((m) => m.type === "error" || m.subType === "fatal" || m.type === "non-document-error")
    .map((m) => ({
      file: m.url ? path.relative(root, new URL(m.url).pathname) : "(no file)",
      line: m.lastLine ?? 0,
      column: m.firstColumn ?? m.lastColumn ?? 0,
      message: m.message,
    }));
}
