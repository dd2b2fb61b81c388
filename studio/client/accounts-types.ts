/** An account as the owner's page receives it (studio/server/routes/accounts.ts). */
export interface ListedAccount {
  email: string;
  name: string;
  role: string;
  created: string;
  lastLogin: string | null;
}

/** A password the studio made, to show once: whose it is. */
export interface MadePassword {
  name: string;
  email: string;
  password: string;
}
