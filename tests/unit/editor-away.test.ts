import { describe, expect, it } from "vitest";
import { ApiError, Unreachable } from "../../editor/client/api.ts";
import { awayOf, awayWords, backWords, retryDelay } from "../../editor/client/away.ts";
import { developerWords } from "../person-words.ts";

describe("a Save the editor's server did not take", () => {
  it("is tried again when the server was away or failed, never when it refused", () => {
    expect(awayOf(new Unreachable())).toBe("unreachable");
    expect(awayOf(new ApiError(500, "Something went wrong on our side.", {}))).toBe("failed");
    expect(awayOf(new ApiError(503, "The database is away.", {}))).toBe("failed");
    for (const status of [400, 401, 403, 409, 413, 422])
      expect(awayOf(new ApiError(status, "No.", {}))).toBeUndefined();
  });

  it("waits 2, 4, 8 and 16 seconds, then every 30", () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(retryDelay)).toEqual([2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it("is said in a person's words: away or failing, kept in this browser, and when it is back", () => {
    const texts = [awayWords("unreachable"), awayWords("failed"), backWords(new Date(2026, 11, 2, 14, 5))];
    for (const text of texts) expect(developerWords(text), text).toEqual([]);
    expect(awayWords("unreachable")).toContain("cannot be reached");
    expect(awayWords("failed")).toContain("had a problem");
    for (const text of texts.slice(0, 2)) expect(text).toContain("kept in this browser");
    expect(backWords(new Date(2026, 11, 2, 14, 5))).toMatch(/^Saved at 0?2:05 PM|^Saved at 14:05/);
    expect(new Unreachable().message).not.toMatch(/fetch/i);
  });
});
