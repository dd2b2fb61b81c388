/**
 * The public server and the studio started in different folders find one enquiry database: a
 * relative DATABASE_FILE (and every other path setting) is taken from the project folder, as the
 * default is, not from the folder each process starts in; otherwise the studio's inbox opens a
 * database of its own, empty, beside wherever it was started.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../engine/paths.ts";
import { tempDir } from "./contact-helper.ts";

const TSX = pathToFileURL(path.join(ROOT, "node_modules/tsx/dist/loader.mjs")).href;

/** The files a process started in `cwd` reads, as the server's and the studio's settings name them. */
function filesSeenFrom(cwd: string, env: Record<string, string>) {
  const code = `
    const { loadConfig } = await import(${JSON.stringify(path.join(ROOT, "server/config.ts"))});
    const { loadStudioConfig } = await import(${JSON.stringify(path.join(ROOT, "studio/server/config.ts"))});
    const server = loadConfig();
    const studio = loadStudioConfig();
    console.log(JSON.stringify({
      server: server.contact.databaseFile,
      inbox: studio.enquiryDatabaseFile,
      studioDb: studio.databaseFile,
      releases: [server.releases?.dir, studio.releases?.dir],
    }));`;
  const out = execFileSync(process.execPath, ["--import", TSX, "--input-type=module", "-e", code], {
    cwd,
    env: { ...process.env, STUDIO_SITE_DIR: ROOT, ...env },
    encoding: "utf8",
  });
  return JSON.parse(out) as { server: string; inbox: string; studioDb: string; releases: string[] };
}

describe("the enquiry database's path", { timeout: 60_000 }, () => {
  it("is the same file for the server and the studio started in different folders", () => {
    const elsewhere = tempDir("nexaforge-elsewhere-");
    const env = { DATABASE_FILE: "data/enquiries.db", RELEASES_DIR: "releases" };
    const inProject = filesSeenFrom(ROOT, env);
    const outside = filesSeenFrom(elsewhere, env);
    expect(outside.inbox).toBe(inProject.server);
    expect(outside.server).toBe(path.join(ROOT, "data", "enquiries.db"));
    expect(outside.studioDb).toBe(path.join(ROOT, "data", "studio.db"));
    expect(outside.releases).toEqual([path.join(ROOT, "releases"), path.join(ROOT, "releases")]);
  });

  it("is data/enquiries.db in the project folder when it is not set, wherever the process starts", () => {
    const { server, inbox, studioDb } = filesSeenFrom(tempDir("nexaforge-elsewhere-"), {});
    expect([server, inbox]).toEqual([path.join(ROOT, "data/enquiries.db"), path.join(ROOT, "data/enquiries.db")]);
    expect(studioDb).toBe(path.join(ROOT, "data/studio.db"));
  });
});
