import { Worker } from "node:worker_threads";

/** What a thread runs: functions of plain data (what structured clone carries) to plain data, or promises of it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Tasks = Record<string, (...args: any[]) => unknown>;

export interface ThreadOptions {
  /** The longest one call may run: then the thread is stopped and the call fails with ThreadTimeout. */
  timeoutMs: number;
  /** The most memory the thread's heap may take (MB); past it the thread stops and its call fails, never the process. */
  maxHeapMb?: number;
}

/** A call ran longer than its thread allows: the thread was stopped. */
export class ThreadTimeout extends Error {}

/** A call failed in the thread, or the thread stopped under it: its message and stack, with the error's own fields. */
export class ThreadFailed extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, unknown> = {},
    stack?: string,
  ) {
    super(message);
    if (stack) this.stack = stack;
  }
}

interface Call {
  id: number;
  name: string;
  args: unknown[];
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

type Reply =
  | { ready: true }
  | ({ id: number } & (
      | { ok: true; value: unknown }
      | { ok: false; error: { message: string; stack?: string; fields: Record<string, unknown> } }
    ));

/**
 * A module's tasks (its export `tasks(data)`, see worker-thread.mjs) run in a worker thread of their
 * own, so that work which reads and checks the whole site never holds up the event loop of the
 * process that asks for it: its other requests and its health checks keep being answered. Calls run
 * one at a time in the order made. One that runs past `timeoutMs`, or whose thread dies (out of
 * memory), fails alone: the thread is stopped, and the calls waiting behind it run on a new one. The
 * thread starts at the first call and does not keep the process alive while it has nothing to do.
 */
export class WorkerThread<T extends Tasks> {
  private worker: Worker | undefined;
  /** In the order sent: the first is the one running. */
  private calls: Call[] = [];
  private timer: NodeJS.Timeout | undefined;
  /** The thread has loaded its tasks: calls are timed from then (starting is not a call's own time). */
  private ready = false;
  private next = 0;
  private closed = false;

  constructor(
    private readonly module: URL,
    private readonly data: unknown,
    private readonly options: ThreadOptions,
  ) {}

  call<K extends keyof T & string>(name: K, ...args: Parameters<T[K]>): Promise<Awaited<ReturnType<T[K]>>> {
    if (this.closed) return Promise.reject(new ThreadFailed("the thread is closed"));
    return new Promise((resolve, reject) => {
      this.send({ id: ++this.next, name, args, resolve: resolve as (value: unknown) => void, reject });
    });
  }

  /** Stops the thread; calls not answered yet fail. */
  async close() {
    this.closed = true;
    clearTimeout(this.timer);
    const { worker, calls } = this;
    this.worker = undefined;
    this.calls = [];
    for (const call of calls) call.reject(new ThreadFailed("the thread is closed"));
    await worker?.terminate();
  }

  private send(call: Call) {
    const worker = this.started();
    try {
      worker.postMessage({ id: call.id, name: call.name, args: call.args });
    } catch (error) {
      // Arguments that cannot be sent (too deeply nested, a function): this call fails, the thread goes on.
      call.reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    this.calls.push(call);
    worker.ref();
    if (this.calls.length === 1) this.arm();
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL("./worker-thread.mjs", import.meta.url), {
      workerData: { module: this.module.href, data: this.data },
      ...(this.options.maxHeapMb ? { resourceLimits: { maxOldGenerationSizeMb: this.options.maxHeapMb } } : {}),
    });
    this.ready = false;
    worker.on("message", (reply: Reply) => this.settle(worker, reply));
    worker.on("error", (error) => this.lost(worker, new ThreadFailed(`the thread failed: ${error.message}`)));
    worker.on("exit", (code) => this.lost(worker, new ThreadFailed(`the thread stopped (exit code ${code})`)));
    return (this.worker = worker);
  }

  /** The running call's own time: a call waiting behind another is not charged for it. */
  private arm() {
    clearTimeout(this.timer);
    if (!this.calls.length || !this.ready) return;
    this.timer = setTimeout(() => {
      const seconds = Math.round(this.options.timeoutMs / 1000);
      this.fail(new ThreadTimeout(`${this.calls[0]?.name} ran past ${seconds} s and was stopped`));
    }, this.options.timeoutMs);
    this.timer.unref();
  }

  private settle(worker: Worker, reply: Reply) {
    if (worker !== this.worker) return;
    if ("ready" in reply) {
      this.ready = true;
      return this.arm();
    }
    const at = this.calls.findIndex((c) => c.id === reply.id);
    if (at < 0) return;
    const [call] = this.calls.splice(at, 1);
    this.arm();
    if (!this.calls.length) worker.unref();
    if (reply.ok) call!.resolve(reply.value);
    else call!.reject(new ThreadFailed(reply.error.message, reply.error.fields, reply.error.stack));
  }

  private lost(worker: Worker, error: Error) {
    if (worker === this.worker) this.fail(error);
  }

  /** The running call fails with `error`; its thread is stopped, and the calls behind it are sent to a new one. */
  private fail(error: Error) {
    const [running, ...waiting] = this.calls;
    const worker = this.worker;
    this.worker = undefined;
    this.calls = [];
    clearTimeout(this.timer);
    void worker?.terminate();
    running?.reject(error);
    for (const call of waiting) this.send(call);
  }
}
