import fs from "node:fs";
import path from "node:path";

/**
 * The modes every release gets, however it was made: who may read a release is who may enter the
 * releases folder, the one decision an operator makes (750 in the images, so the public server's
 * user reads it through its group; 755 when `npm run releases -- install` makes the folder under an
 * operator's umask of 022). Without this a release kept the modes of whatever made it: the
 * studio's full build is made in a private temporary folder (700), which the public server's user,
 * another user in the container, could not enter, while an operator's copy was 755.
 *
 * Read and enter follow the folder's bits for its owner, group and others; writing is the owner's
 * alone, since nothing changes a release once it is in (releases folder 750 or 770 -> folders 750,
 * files 640; 755 -> 755 and 644; 700 -> 700 and 600).
 */
export function releaseModes(releasesDir: string): { folder: number; file: number } {
  const bits = fs.statSync(releasesDir).mode & 0o777;
  return { folder: (bits & 0o555) | 0o700, file: (bits & 0o444) | 0o200 };
}

/**
 * Gives `release` (a folder about to be renamed into the releases folder) and everything in it those
 * modes. Links are left as they are (chmod would follow them). A file an incremental build shares
 * with an earlier release by a hard link is the same file, which already has these modes.
 */
export function settleReleaseModes(release: string, releasesDir: string): void {
  const modes = releaseModes(releasesDir);
  const walk = (dir: string) => {
    fs.chmodSync(dir, modes.folder);
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile()) fs.chmodSync(file, modes.file);
    }
  };
  walk(release);
}
