import { currentAccount, IN_STUDIO } from "../host.ts";
import { logOut } from "./session.ts";

/**
 * In the studio: who is logged in, "Log out", and "Log out everywhere" (every browser this account
 * is logged in on). Unsaved changes stay kept in this browser either way. Nothing under `npm run edit`.
 */
export function AccountBar() {
  const account = currentAccount();
  if (!IN_STUDIO || !account) return null;
  return (
    <div className="ed-account">
      <span>
        Logged in as <strong>{account.name}</strong>
      </span>
      <button type="button" onClick={() => void logOut(false, account.csrfToken)}>
        Log out
      </button>
      <button type="button" onClick={() => void logOut(true, account.csrfToken)}>
        Log out everywhere
      </button>
    </div>
  );
}
