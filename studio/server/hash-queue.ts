/**
 * The login's password checks, a few at a time. A check at OWASP's figures holds one of libuv's
 * four threads and 128 MiB for a third of a second on this project's 2-core machine; unqueued, 50
 * logins at once were all hashing together, the studio's file reads waited behind them in the same
 * threads, and a normal login took 10 s. Here at most `running` run at once and the others wait:
 *
 * - in turns by client address (IPv4 address or IPv6 /64), so one address's flood delays another's
 *   login by about one check, not by the whole flood;
 * - logins the account made from that address before (`first`) go ahead of the rest, so a flood
 *   from many addresses does not hold up the owner at their usual place either;
 * - at most `perAddress` waiting from one address and `waiting` in all: past them a login is
 *   refused at once (QueueFull) with how long to wait, rather than queued for ever, which would be
 *   a starvation of its own. A login that goes first is never refused for the total.
 */
export class QueueFull extends Error {
  constructor(
    /** "address": too many at once from this client; "studio": too many in all. */
    readonly scope: "address" | "studio",
    readonly retryAfterMs: number,
  ) {
    super(`the password checks' queue is full (${scope})`);
  }
}

interface Job {
  start: () => void;
}

export interface HashQueueLimits {
  running: number;
  perAddress: number;
  waiting: number;
}

export function hashQueue(limits: HashQueueLimits) {
  let running = 0;
  // Two lanes, `first` before the other; each: client group -> its waiting jobs, served in turns.
  const lanes = [new Map<string, Job[]>(), new Map<string, Job[]>()] as const;
  const waitingFrom = new Map<string, number>();
  let waiting = 0;
  // How long a check takes, smoothed: what a refusal's Retry-After is made from.
  let checkMs = 100;

  function next() {
    while (running < limits.running) {
      const lane = lanes.find((l) => l.size);
      if (!lane) return;
      const [group, jobs] = lane.entries().next().value!;
      const job = jobs.shift()!;
      lane.delete(group);
      if (jobs.length) lane.set(group, jobs); // to the back: the next group's turn
      waiting -= 1;
      const left = waitingFrom.get(group)! - 1;
      if (left) waitingFrom.set(group, left);
      else waitingFrom.delete(group);
      job.start();
    }
  }

  const wait = (ahead: number) => Math.max(1000, Math.ceil((ahead / limits.running + 1) * checkMs));

  return {
    /** Runs `check` in its turn: rejects with QueueFull at once when too many wait. */
    run<T>(group: string, first: boolean, check: () => Promise<T>): Promise<T> {
      const from = waitingFrom.get(group) ?? 0;
      if (running >= limits.running || waiting > 0) {
        if (from >= limits.perAddress) return Promise.reject(new QueueFull("address", wait(waiting)));
        if (!first && waiting >= limits.waiting) return Promise.reject(new QueueFull("studio", wait(waiting)));
      }
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          running += 1;
          const started = performance.now();
          Promise.resolve()
            .then(check)
            .then(resolve, reject)
            .finally(() => {
              checkMs = 0.8 * checkMs + 0.2 * (performance.now() - started);
              running -= 1;
              next();
            });
        };
        const lane = lanes[first ? 0 : 1];
        const jobs = lane.get(group);
        if (jobs) jobs.push({ start });
        else lane.set(group, [{ start }]); // a group new to the lane waits its turn after the others
        waitingFrom.set(group, from + 1);
        waiting += 1;
        next();
      });
    },
    /** How many checks run and wait now. */
    size: () => ({ running, waiting }),
  };
}

export type HashQueue = ReturnType<typeof hashQueue>;
