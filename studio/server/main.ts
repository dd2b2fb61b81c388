/**
 * The studio process (`npm run studio`), or its owner commands (`npm run studio -- users ...`,
 * `npm run studio -- backup FILE`).
 * Production runs this file with node itself, as the public server's main does, so that a stop
 * signal reaches it once.
 */
import { StartupError } from "../../server/startup-error.ts";

const [command] = process.argv.slice(2);

try {
  if (command === undefined) await import("./serve.ts");
  else if (command === "users") await import("./cli.ts");
  else if (command === "backup") await import("./backup-cli.ts");
  else {
    console.error(
      `Unknown command: ${command}. Run \`npm run studio\` to start the studio, \`npm run studio -- users\` to manage its accounts, or \`npm run studio -- backup FILE\` to copy its database.`,
    );
    process.exit(2);
  }
} catch (error) {
  // Start-up problems are settings to fix, not bugs: one plain line, no stack trace.
  const message = (error as Error).message;
  console.error(error instanceof StartupError ? message : `The studio could not start: ${message}`);
  process.exit(1);
}
