/** STUDIO_GIT_REMOTE reaches the studio's config, for its git store (editor/server/store/git-store.ts). */
import { describe, expect, it } from "vitest";
import { loadStudioConfig } from "../../studio/server/config.ts";

describe("STUDIO_GIT_REMOTE", () => {
  it("names the remote the studio pulls from and pushes to; none by default", () => {
    expect(loadStudioConfig({ STUDIO_GIT_REMOTE: "git@example.com:agency/site.git" }).gitRemote).toBe(
      "git@example.com:agency/site.git",
    );
    expect(loadStudioConfig({}).gitRemote).toBeUndefined();
  });
});
