/**
 * STUDIO_GIT_REMOTE may be an https address with a user and token in it: nothing the studio says
 * or logs shows them, neither its own words (a refusal, a start-up message, an error's message and
 * stack) nor what git and ssh print back (editor/server/store/git.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GitFailed, withoutCredentials } from "../../editor/server/store/git.ts";
import { GitStore } from "../../editor/server/store/git-store.ts";
import { loadStudioConfig } from "../../studio/server/config.ts";
import { tempDir } from "./contact-helper.ts";
import { lines, repos } from "./git-helper.ts";

const TOKEN = "ghp_secret-token-123";
afterEach(() => vi.unstubAllEnvs());

/** Everything a failure could put in front of someone: the refusal, its cause, and their stacks. */
function said(error: unknown): string {
  const cause = (error as Error).cause as GitFailed;
  expect(cause).toBeInstanceOf(GitFailed);
  return [error, cause]
    .flatMap((e) => [(e as Error).message, (e as Error).stack])
    .concat(cause.args, cause.stderr)
    .join("\n");
}

async function failedSave(remote: string): Promise<unknown> {
  const { studio } = repos();
  const store = new GitStore(studio, { remote });
  const file = "pages/about.json";
  const saving = store.write({
    texts: new Map([[file, lines("about v2")]]),
    read: new Map([[file, store.version(file)]]),
  });
  return saving.then(
    () => expect.fail("the save should have been refused"),
    (error: unknown) => error,
  );
}

describe("a git remote with credentials in it", () => {
  it("is shown without them when a save cannot reach it: in the refusal, the git error it keeps, and their stacks", async () => {
    const error = await failedSave(`https://nexaforge:${TOKEN}@127.0.0.1:1/agency/site.git`);
    expect(error).toMatchObject({ status: 503 });
    const words = said(error);
    expect(words).toContain("https://127.0.0.1:1/agency/site.git");
    expect(words).not.toContain(TOKEN);
    expect(words).not.toContain("nexaforge:");
  });

  it("is taken out of what git and ssh print back, with or without its scheme", async () => {
    // An ssh that repeats what git gave it ("user:token@host git-upload-pack '/site.git'"), as a
    // remote's error may.
    vi.stubEnv("GIT_SSH_COMMAND", `f() { echo "ssh was given: $*" >&2; exit 255; }; f`);
    const error = await failedSave(`ssh://deploy:${TOKEN}@git.example.com/agency/site.git`);
    const words = said(error);
    expect(words).toContain("ssh was given: git.example.com git-upload-pack");
    expect(words).not.toContain(TOKEN);
  });

  it("is left as it is when it holds no secret (an scp-like SSH address), and cut at the host whatever the password holds", () => {
    expect(withoutCredentials("git@github.com:agency/site.git")).toBe("git@github.com:agency/site.git");
    expect(withoutCredentials("https://github.com/agency/site@v2.git")).toBe("https://github.com/agency/site@v2.git");
    expect(withoutCredentials("fatal: unable to access 'https://u:p@ss@host:8443/site.git/': refused")).toBe(
      "fatal: unable to access 'https://host:8443/site.git/': refused",
    );
    const failed = new GitFailed(
      ["push", `https://x:${TOKEN}@host/site.git`, "HEAD"],
      128,
      `fatal: 'x:${TOKEN}@host' said no`,
    );
    expect(`${failed.message}\n${failed.stderr}\n${failed.args.join(" ")}`).not.toContain(TOKEN);
    expect(failed.message).toBe("git push https://host/site.git HEAD failed (128): fatal: 'host' said no");
  });

  it("is printed without them at start-up when the site's folder is not a checkout", () => {
    const site = tempDir("nexaforge-studio-site-");
    fs.mkdirSync(path.join(site, "pages"));
    const start = () =>
      loadStudioConfig({
        STUDIO_SITE_DIR: site,
        STUDIO_GIT_REMOTE: `https://nexaforge:${TOKEN}@github.com/agency/site.git`,
      });
    expect(start).toThrow(
      `clone the site there first (git clone https://github.com/agency/site.git ${site}, with the remote's user and token)`,
    );
    expect(start).not.toThrow(TOKEN);
  });
});
