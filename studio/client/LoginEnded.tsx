import { leaving } from "../../editor/client/useSave.ts";
import { loginHref } from "./session.ts";

/**
 * Save's status when the login ended: a link to log in that comes back to this page, where the
 * draft kept in this browser is offered again. Leaving asks nothing: nothing is lost by it.
 */
export function LoginEnded() {
  return (
    <>
      Your login ended;{" "}
      <a
        href={loginHref()}
        onClick={() => {
          leaving.confirmed = true;
        }}
      >
        log in again
      </a>{" "}
      (your changes are kept in this browser).
    </>
  );
}
