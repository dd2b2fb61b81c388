/**
 * One pool per process: every part of a process that asks for DATABASE_URL (the studio's accounts
 * and its inbox, say) gets the same pool, sized for the largest of them, and it ends when the last
 * of them is done with it. No connection is opened here: a pool connects on its first query.
 */
import { describe, expect, it } from "vitest";
import { sharedPool } from "../../server/db/postgres.ts";

const URL_A = "postgres://user:secret@127.0.0.1:1/one";
const URL_B = "postgres://user:secret@127.0.0.1:1/two";

describe("sharedPool", () => {
  it("gives every part of the process the same pool to one address, and ends it with the last release", async () => {
    const heard: string[] = [];
    const accounts = sharedPool(URL_A, () => heard.push("accounts"), 5);
    const inbox = sharedPool(URL_A, () => heard.push("inbox"), 3);
    expect(inbox.pool).toBe(accounts.pool);
    expect(accounts.pool.options.max).toBe(5);
    // Both parts hear of a connection that broke while idle.
    accounts.pool.emit("error", new Error("connection lost"));
    expect(heard).toEqual(["accounts", "inbox"]);

    await inbox.release();
    await inbox.release(); // a second release of the same share changes nothing
    expect(accounts.pool.ended).toBe(false);
    accounts.pool.emit("error", new Error("connection lost"));
    expect(heard).toEqual(["accounts", "inbox", "accounts"]);

    await accounts.release();
    expect(accounts.pool.ended).toBe(true);
    // Asked for again afterwards, the address gets a new pool.
    const later = sharedPool(URL_A, () => {}, 2);
    expect(later.pool).not.toBe(accounts.pool);
    await later.release();
  });

  it("keeps one pool per address, and grows a pool to the largest size asked for", async () => {
    const a = sharedPool(URL_A, () => {}, 2);
    const b = sharedPool(URL_B, () => {}, 2);
    const a2 = sharedPool(URL_A, () => {}, 8);
    expect(b.pool).not.toBe(a.pool);
    expect(a2.pool).toBe(a.pool);
    expect(a.pool.options.max).toBe(8);
    await Promise.all([a.release(), b.release(), a2.release()]);
    expect(a.pool.ended && b.pool.ended).toBe(true);
  });
});
