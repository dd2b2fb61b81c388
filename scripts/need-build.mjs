/* global URL, console, process -- Node's, in this process as in any */
// First half of `npm run serve`, in plain JavaScript (the folder may have no development
// dependencies): stops with what to do when the server has not been compiled yet (dist/), rather
// than with Node's "Cannot find module".
import fs from "node:fs";

if (!fs.existsSync(new URL("../dist/server/main.js", import.meta.url))) {
  console.error("The server is not built yet: run `npm run build` (or `npm start`, which builds what is missing).");
  process.exit(1);
}
