import fs from "node:fs";
import path from "node:path";
import { insideSite, refuseLinks } from "../guard.ts";
import { versionOf } from "../version.ts";
import { StaleFile, type Change, type ContentStore, type Stored } from "./content-store.ts";

/**
 * The site's files as they are on disk, for `npm run edit`: a write is every new text to a
 * temporary file beside its file first, then each renamed over its file, then the removals, so a
 * change lands as nearly all at once as files allow. A change's author and message are not kept:
 * the developer's own git records them.
 */
export class FileStore implements ContentStore {
  constructor(readonly root: string) {}

  /** A path from the site's folder on this machine; refused (400) when a part of it is a symbolic link. */
  protected abs(file: string): string {
    refuseLinks(this.root, insideSite(file));
    return path.join(this.root, file);
  }

  list(dir: string): string[] {
    const out: string[] = [];
    const walk = (rel: string) => {
      const abs = this.abs(rel);
      if (!fs.existsSync(abs)) return;
      for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
        const child = `${rel}/${entry.name}`;
        // A link in the folder is left out: reading it would follow it (a picture offered from elsewhere).
        if (entry.isSymbolicLink()) continue;
        if (entry.isDirectory()) walk(child);
        else out.push(child);
      }
    };
    walk(dir);
    return out.sort();
  }

  read(file: string): Stored | undefined {
    const abs = this.abs(file);
    if (!fs.existsSync(abs)) return undefined;
    const text = fs.readFileSync(abs, "utf8");
    return { text, version: versionOf(text) };
  }

  version(file: string): string | null {
    const abs = this.abs(file);
    return fs.existsSync(abs) ? versionOf(fs.readFileSync(abs)) : null;
  }

  async write(change: Change): Promise<Map<string, string>> {
    for (const [file, version] of change.read) if (this.version(file) !== version) throw new StaleFile(file);
    const temps: [string, string][] = [];
    try {
      for (const [file, text] of change.texts) {
        if (text === null) continue;
        const abs = this.abs(file);
        fs.mkdirSync(path.dirname(abs), { recursive: true });
        const temp = path.join(path.dirname(abs), `.${path.basename(abs)}.${process.pid}.${Date.now()}.tmp`);
        fs.writeFileSync(temp, text);
        temps.push([temp, abs]);
      }
    } catch (error) {
      for (const [temp] of temps) fs.rmSync(temp, { force: true });
      throw error;
    }
    for (const [temp, abs] of temps) fs.renameSync(temp, abs);
    for (const [file, text] of change.texts) if (text === null) this.removeWithEmptyFolders(file);
    // Read back: the editor says "Saved" only for what the file now holds.
    const versions = new Map<string, string>();
    for (const [file, text] of change.texts) {
      if (text === null) continue;
      if (!fs.readFileSync(this.abs(file)).equals(typeof text === "string" ? Buffer.from(text) : text))
        throw new Error(`${file} does not hold what was written to it (${this.abs(file)})`);
      versions.set(file, versionOf(text));
    }
    return versions;
  }

  async remove(file: string, version: string, about: Pick<Change, "author" | "message"> = {}) {
    await this.write({ ...about, texts: new Map([[file, null]]), read: new Map([[file, version]]) });
  }

  /** Removes a file, and the folders it leaves empty below the site's top folder ('pages/services/seo/x.json'). */
  private removeWithEmptyFolders(file: string) {
    fs.rmSync(this.abs(file), { force: true });
    for (let dir = path.dirname(file); dir.includes("/"); dir = path.dirname(dir)) {
      const abs = this.abs(dir);
      if (!fs.existsSync(abs) || fs.readdirSync(abs).length) return;
      fs.rmdirSync(abs);
    }
  }
}
