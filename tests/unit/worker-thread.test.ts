/**
 * A module's tasks in a worker thread (engine/worker-thread.server.ts): answers in the order
 * asked, a failure's own fields carried back, and one call that runs too long or kills its thread
 * failing alone, the calls behind it answered by a new thread.
 */
import { afterEach, describe, expect, it } from "vitest";
import { ThreadFailed, ThreadTimeout, WorkerThread } from "../../engine/worker-thread.server.ts";
import type { tasks } from "./fixtures/thread-tasks.ts";

type Tasks = ReturnType<typeof tasks>;
const threads: WorkerThread<Tasks>[] = [];
afterEach(() => Promise.all(threads.splice(0).map((t) => t.close())));

function thread(timeoutMs = 10_000) {
  const t = new WorkerThread<Tasks>(
    new URL("./fixtures/thread-tasks.ts", import.meta.url),
    { greeting: "Hello" },
    { timeoutMs },
  );
  threads.push(t);
  return t;
}

describe("a worker thread", () => {
  it("runs the module's tasks on its data, in another thread, in the order asked", async () => {
    const t = thread();
    const order: string[] = [];
    const answers = await Promise.all([
      t.call("busy", 300).then((v) => (order.push("busy"), v)),
      t.call("greet", "Rahima").then((v) => (order.push("greet"), v)),
    ]);
    expect(answers).toEqual([300, "Hello, Rahima"]);
    expect(order).toEqual(["busy", "greet"]);
    expect(await t.call("threadId")).not.toBe((await import("node:worker_threads")).threadId);
  });

  it("carries a failure's message and its own fields (a refusal's status and details) back", async () => {
    const error = await thread()
      .call("refuse")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ThreadFailed);
    expect(error).toMatchObject({
      message: "Nothing was saved: try again.",
      fields: { status: 409, details: { file: "x" } },
    });
  });

  it("stops a call that runs past its time; the calls behind it are answered by a new thread", async () => {
    const t = thread(500);
    await t.call("greet", "warm");
    const first = await t.call("threadId");
    const [slow, next] = await Promise.allSettled([t.call("busy", 5_000), t.call("greet", "Karim")]);
    expect(slow.status === "rejected" && slow.reason).toBeInstanceOf(ThreadTimeout);
    expect(next).toEqual({ status: "fulfilled", value: "Hello, Karim" });
    expect(await t.call("threadId")).not.toBe(first);
  });

  it("a call whose thread dies under it fails alone; the next is answered", async () => {
    const t = thread();
    const [died, next] = await Promise.allSettled([t.call("die"), t.call("greet", "Nadia")]);
    expect(died.status === "rejected" && died.reason).toBeInstanceOf(ThreadFailed);
    expect(next).toEqual({ status: "fulfilled", value: "Hello, Nadia" });
  });

  it("a waiting call is not charged for the time of the one before it", async () => {
    const t = thread(1_500);
    await t.call("greet", "warm");
    // Two calls of 1 s each: 2 s in all, past the limit, but neither is.
    expect(await Promise.all([t.call("busy", 1_000), t.call("busy", 1_000)])).toEqual([1_000, 1_000]);
  });
});
