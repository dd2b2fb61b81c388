import { useEffect, useState } from "react";
import { AccountRow } from "./AccountRow.tsx";
import type { ListedAccount, MadePassword } from "./accounts-types.ts";
import { ActivityLog } from "./ActivityLog.tsx";
import { AddAccount } from "./AddAccount.tsx";
import { NewPassword } from "./NewPassword.tsx";
import { studioApi } from "./studio-api.ts";

/**
 * The owner's page (/studio/_accounts): who may use the studio and with which role, adding and
 * removing them, new passwords shown once; then the activity of everyone, newest first.
 */
export default function AccountsPage() {
  const [accounts, setAccounts] = useState<ListedAccount[]>();
  const [message, setMessage] = useState("");
  const [made, setMade] = useState<MadePassword>();
  // Each change reloads the list and the activity below it.
  const [version, setVersion] = useState(0);
  useEffect(() => {
    studioApi<{ accounts: ListedAccount[] }>("GET", "/accounts").then(
      (r) => setAccounts(r.accounts),
      (e: Error) => setMessage(e.message),
    );
  }, [version]);
  const changed = (words: string) => {
    setMessage(words);
    setVersion((v) => v + 1);
  };
  return (
    <main className="ed-list-page ed-accounts">
      <p>
        An editor edits and saves pages; a publisher also publishes them; an owner also manages accounts and reads
        enquiries. A new role counts from the person&apos;s next click.
      </p>
      {made ? <NewPassword made={made} onDone={() => setMade(undefined)} /> : null}
      <p role="status">{message}</p>
      <table className="ed-accounts-table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">E-mail</th>
            <th scope="col">Role</th>
            <th scope="col">Added</th>
            <th scope="col">Last login</th>
            <th scope="col">
              <span className="ed-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {accounts?.map((a) => (
            <AccountRow key={a.email} account={a} onChanged={changed} onPassword={setMade} />
          ))}
        </tbody>
      </table>
      <AddAccount
        onAdded={(m) => {
          setMade(m);
          changed(`${m.name} was added.`);
        }}
      />
      <ActivityLog version={version} names={new Map(accounts?.map((a) => [a.email.toLowerCase(), a.name]))} />
    </main>
  );
}
