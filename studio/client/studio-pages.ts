import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { roleAtLeast, type Role } from "../../contracts/roles.ts";
import { EDITOR_BASE } from "../../editor/client/host.ts";

/** Whether the logged-in account's role (as the studio sends it) reaches `needed`. */
export const roleAllows = (role: string, needed: Role) => roleAtLeast(role as Role, needed);

/**
 * A page of the studio beside the editor (the inbox, the accounts, publishing): its address under
 * /studio/_<name>, its link in the account bar, and the least role that sees it. Each page is its
 * own chunk, loaded when opened. Addresses start with "_", which no page of the site can have.
 */
export interface StudioPage {
  name: string;
  label: string;
  role: Role;
  /** lazy(() => import("./InboxPage.tsx")): made once, here, so the page keeps its state. */
  component: LazyExoticComponent<ComponentType>;
}

export const STUDIO_PAGES: StudioPage[] = [
  { name: "publish", label: "Publish", role: "publisher", component: lazy(() => import("./PublishPage.tsx")) },
  { name: "inbox", label: "Enquiries", role: "owner", component: lazy(() => import("./InboxPage.tsx")) },
  { name: "accounts", label: "Accounts", role: "owner", component: lazy(() => import("./AccountsPage.tsx")) },
  { name: "password", label: "My password", role: "editor", component: lazy(() => import("./PasswordPage.tsx")) },
];

export const studioPageHref = (page: StudioPage) => `${EDITOR_BASE}/_${page.name}`;
