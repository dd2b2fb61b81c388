import { describe, expect, it } from "vitest";
import { activityWords, actorWords, withNames } from "../../studio/client/activity-words.ts";

// Issue 51: the owner reads the Activity by people's names, never an e-mail where a name is known
// or the operating system's user name of whoever ran the command line.
const names = new Map([
  ["rahim@example.com", "Rahim Uddin"],
  ["nadia@example.com", "Nadia Islam"],
]);

describe("who did what, in the Activity", () => {
  it("names the one who did it by their account's name, whatever the e-mail's case", () => {
    expect(actorWords("Rahim@Example.com", names)).toBe("Rahim Uddin");
    expect(actorWords("gone@example.com", names)).toBe("gone@example.com");
  });

  it("names the command line as the site's operator, without the machine's user name", () => {
    const who = actorWords("command line (root)", names);
    expect(who).toBe("The site's operator, from the command line,");
    expect(who).not.toContain("root");
  });

  it("names the account a change was made to, and keeps the e-mail of one removed since", () => {
    expect(withNames(activityWords("account_role_changed", "nadia@example.com (publisher to editor)"), names)).toBe(
      "changed the role of Nadia Islam (publisher to editor)",
    );
    expect(withNames(activityWords("account_removed", "esha@example.com"), names)).toBe(
      "removed the account esha@example.com",
    );
  });
});
