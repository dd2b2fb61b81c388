/**
 * Why a request was refused, with the HTTP status it answers with; the message is for the editor's
 * user, and `details` (sent beside it) what the editor shows with it, such as the places that link
 * to a page.
 */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
