import fs from "node:fs";

/**
 * Writes a file as a new one: whatever was at the path is unlinked first. An incremental build
 * starts from hard links to the previous build's files, which may be live: writing through a link
 * would change that build too.
 */
export function writeFresh(file: string, data: string | NodeJS.ArrayBufferView) {
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, data);
}
