import type net from "node:net";
import { SMTPServer } from "smtp-server";

export interface Received {
  raw: string;
  from: string;
  to: string[];
}

/**
 * A real SMTP server on loopback (no TLS) that keeps what it receives. With `login`, it refuses
 * mail from a client that has not signed in with exactly that user and password.
 */
export async function startSmtp(port = 0, reject?: string, login?: { user: string; pass: string }) {
  const received: Received[] = [];
  const logins: string[] = [];
  const server = new SMTPServer({
    authOptional: !login,
    disabledCommands: login ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      const ok = auth.username === login?.user && auth.password === login?.pass;
      logins.push(ok ? "accepted" : "refused");
      callback(ok ? null : new Error("Invalid username or password"), ok ? { user: auth.username } : undefined);
    },
    onData(stream, session, callback) {
      if (reject) {
        stream.resume();
        stream.on("end", () => callback(Object.assign(new Error(reject), { responseCode: 554 })));
        return;
      }
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        const envelope = session.envelope;
        received.push({
          raw,
          from: envelope.mailFrom ? envelope.mailFrom.address : "",
          to: envelope.rcptTo.map((r) => r.address),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address() as net.AddressInfo;
  return {
    port: address.port,
    received,
    logins,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
