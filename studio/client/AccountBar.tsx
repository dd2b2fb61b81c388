import { useState } from "react";
import { currentAccount, IN_STUDIO } from "../../editor/client/host.ts";
import { PHONE, useScreen } from "../../editor/client/layout/narrow.ts";
import { logOut } from "./session.ts";
import { roleAllows, STUDIO_PAGES, studioPageHref } from "./studio-pages.ts";

/**
 * In the studio: who is logged in, the studio's pages, "Log out", and "Log out everywhere" (every
 * browser this account is logged in on). Unsaved changes stay kept in this browser either way. On
 * a phone the links and buttons fold into "Menu": in a row they took a third of the screen. Nothing
 * under `npm run edit`.
 */
export function AccountBar() {
  const account = currentAccount();
  const phone = useScreen(PHONE);
  const [open, setOpen] = useState(false);
  if (!IN_STUDIO || !account) return null;
  const who = (
    <span>
      Logged in as <strong>{account.name}</strong>
    </span>
  );
  const links = STUDIO_PAGES.filter((page) => roleAllows(account.role, page.role)).map((page) => (
    <a key={page.name} href={studioPageHref(page)}>
      {page.label}
    </a>
  ));
  const buttons = (
    <>
      <button type="button" onClick={() => void logOut(false, account.csrfToken)}>
        Log out
      </button>
      <button type="button" onClick={() => void logOut(true, account.csrfToken)}>
        Log out everywhere
      </button>
    </>
  );
  if (!phone)
    return (
      <div className="ed-account">
        {links}
        {who}
        {buttons}
      </div>
    );
  return (
    <div className="ed-account ed-account-folded">
      <button type="button" aria-expanded={open} aria-controls="studio-menu" onClick={() => setOpen(!open)}>
        Menu
      </button>
      {who}
      {open ? (
        <nav id="studio-menu" aria-label="Studio" className="ed-account-menu">
          {links}
          {buttons}
        </nav>
      ) : null}
    </div>
  );
}
