import { currentAccount, IN_STUDIO } from "../host.ts";
import { logOut } from "./session.ts";
import { roleAllows, STUDIO_PAGES, studioPageHref } from "./studio-pages.ts";

/**
 * In the studio: who is logged in, "Log out", and "Log out everywhere" (every browser this account
 * is logged in on). Unsaved changes stay kept in this browser either way. Nothing under `npm run edit`.
 */
export function AccountBar() {
  const account = currentAccount();
  if (!IN_STUDIO || !account) return null;
  return (
    <div className="ed-account">
      {STUDIO_PAGES.filter((page) => roleAllows(account.role, page.role)).map((page) => (
        <a key={page.name} href={studioPageHref(page)}>
          {page.label}
        </a>
      ))}
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
