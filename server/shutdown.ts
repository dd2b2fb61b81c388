import type { FastifyInstance } from "fastify";

/**
 * Drain on the first SIGTERM or SIGINT: stop taking connections, let requests in flight finish,
 * then (in the plugins' onClose: the public server's notification worker and enquiry database,
 * the studio's database) close what is open, and exit 0. Later signals are logged and ignored (a process group gets one signal per process,
 * and a supervisor may repeat it): only the deadline ends a drain early, so a request that never
 * ends cannot keep a stopping server alive past shutdownTimeoutMs.
 */
export function stopOnSignals(app: FastifyInstance, shutdownTimeoutMs: number) {
  let draining = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (draining) {
        app.log.info({ signal }, "already shutting down: signal ignored");
        return;
      }
      draining = true;
      app.log.info({ signal }, "shutting down");
      const deadline = setTimeout(() => {
        app.log.error({ timeoutMs: shutdownTimeoutMs }, "shutdown took too long: exiting");
        process.exit(1);
      }, shutdownTimeoutMs);
      deadline.unref();
      app.close().then(
        () => {
          app.log.info("shut down");
          process.exit(0);
        },
        (error) => {
          app.log.error(error, "error while shutting down");
          process.exit(1);
        },
      );
    });
  }
}
