import type { EditorOperation } from "../../../contracts/editor-requests.ts";
import { Refusal } from "../refusal.ts";
import type { EditorContext } from "./context.ts";
import { OPERATIONS, type Operation } from "./operations.ts";
import { validInput } from "./validate.ts";

/** What a host sends back: a status and a JSON body. */
export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export const isOperation = (name: string): name is EditorOperation => Object.hasOwn(OPERATIONS, name);

/** What a request the server failed on says, with where to learn more (`hint`: EditorContext's failureHint). */
export const failedWords = (hint: string) => `The editor's server failed on this request; ${hint}`;

/**
 * Runs one of the editor's operations on its input (a query's fields, a JSON body), `bytes` being
 * an upload's body: the input is checked against its schema first (400 in plain words), a refusal
 * answers with its status and message, and any other failure with 500 and words that say where to
 * look, its details going to `ctx.log` only (they can hold paths on this machine).
 */
export async function handle(
  operation: EditorOperation,
  input: unknown,
  ctx: EditorContext,
  bytes?: Buffer,
): Promise<Answer> {
  // Its input type is the one validInput answers for this operation; TypeScript cannot follow that
  // link through a union of names, so the operation is taken as one that takes any checked input.
  const { run, status, writes } = OPERATIONS[operation] as Operation<unknown>;
  try {
    const result = (await run(validInput(operation, input), ctx, bytes)) as Record<string, unknown>;
    return { status: status?.(result) ?? 200, body: result };
  } catch (error) {
    if (error instanceof Refusal) return { status: error.status, body: { ...error.details, message: error.message } };
    ctx.log(`editor: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return { status: 500, body: { message: failedWords(ctx.failureHint) } };
  } finally {
    if (writes) ctx.cache.forget();
  }
}
