import { Suspense } from "react";
import { currentAccount, EDITOR_BASE, IN_STUDIO } from "../../editor/client/host.ts";
import { AccountBar } from "./AccountBar.tsx";
import { roleAllows, STUDIO_PAGES, type StudioPage } from "./studio-pages.ts";

/** '/_inbox' -> the inbox page, in the studio only; anything else is a page of the site. */
export const studioPageAt = (raw: string) =>
  IN_STUDIO ? STUDIO_PAGES.find((page) => raw === `/_${page.name}`) : undefined;

/** A studio page in its frame: the account bar, and a plain refusal for an account without the role. */
export function StudioPageView({ page }: { page: StudioPage }) {
  const Page = page.component;
  const account = currentAccount();
  return (
    <div className="ed-list-page ed-studio-page">
      <header className="ed-studio-head">
        <a href={EDITOR_BASE}>All pages</a>
        <h1>{page.label}</h1>
        <AccountBar />
      </header>
      {account && roleAllows(account.role, page.role) ? (
        <Suspense fallback={<p>Opening…</p>}>
          <Page />
        </Suspense>
      ) : (
        <p role="alert">
          {page.label} is for accounts with the {page.role} role. Ask the site&apos;s owner if you need it.
        </p>
      )}
    </div>
  );
}
