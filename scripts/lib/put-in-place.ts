import fs from "node:fs";

/**
 * Puts the folder `made` (built beside `out`) in place of `out`, whole: a process starting meanwhile
 * sees the old folder or the new one, never half of either. When the rename fails because another
 * build put its own there meanwhile, that one is kept if `isCurrent()` says it is as current as this.
 */
export function putInPlace(made: string, out: string, isCurrent: () => boolean) {
  const old = `${out}.${process.pid}.old`;
  if (fs.existsSync(out)) fs.renameSync(out, old);
  try {
    fs.renameSync(made, out);
  } catch (error) {
    if (!isCurrent()) throw error;
  }
  for (const dir of [made, old]) fs.rmSync(dir, { recursive: true, force: true });
}
