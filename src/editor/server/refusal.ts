/** Why a request was refused, with the HTTP status it answers with; the message is for the editor's user. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
