/**
 * A reason the server cannot start, worded for the person running it: which setting, what is
 * wrong, what to do. server/main.ts prints its message alone (no stack trace) and exits 1.
 */
export class StartupError extends Error {}

type ErrnoError = Error & { code?: string };

/** The listen call's errors, which name the port or address rather than the setting. */
export function listenError(
  error: ErrnoError,
  host: string,
  port: number,
  names: { host: string; port: string } = { host: "HOST", port: "PORT" },
): Error {
  const { host: HOST, port: PORT } = names;
  switch (error.code) {
    case "EADDRINUSE":
      return new StartupError(
        `${PORT}=${port}: another program already listens on ${host}:${port}. Stop it, or set ${PORT} to a free port.`,
      );
    case "EACCES":
      return new StartupError(
        `${PORT}=${port}: this user may not listen on that port (ports below 1024 need extra rights). Set ${PORT} to 1024 or above, e.g. 3000, and put a reverse proxy on port 80/443.`,
      );
    case "EADDRNOTAVAIL":
      return new StartupError(
        `${HOST}=${host}: this machine has no such address. Use 127.0.0.1 (this machine only), 0.0.0.0 or :: (every address), or one of its own addresses.`,
      );
    case "ENOTFOUND":
    case "EAI_AGAIN":
    case "EAI_NONAME":
      return new StartupError(
        `${HOST}=${host}: that host name does not resolve to an address of this machine. Use 127.0.0.1, 0.0.0.0, :: or one of its own addresses.`,
      );
    default:
      return error;
  }
}
