import type { IncomingMessage } from "node:http";
import { Refusal } from "./refusal.ts";

/** The request's bytes, refused (413, `tooLarge`) past `max` as soon as that is known: by its length, else while reading. */
export function readBytes(req: IncomingMessage, max: number, tooLarge: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers["content-length"] ?? 0) > max) return reject(new Refusal(413, tooLarge));
    let size = 0;
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size > max) reject(new Refusal(413, tooLarge));
      else chunks.push(c);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

const MAX_BODY = 2 * 1024 * 1024;

/** The request's JSON object (what the editor's page posts), refused in plain words when it is not one. */
export async function readJsonObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  const bytes = await readBytes(req, MAX_BODY, "The page is too large to save.");
  try {
    const body = JSON.parse(bytes.toString("utf8")) as unknown;
    if (!body || typeof body !== "object") throw new Error();
    return body as Record<string, unknown>;
  } catch {
    throw new Refusal(400, "The request was not one the editor sends: reload the editor and try again.");
  }
}
