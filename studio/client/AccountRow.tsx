import { useRef } from "react";
import { ROLES } from "../../contracts/roles.ts";
import { readableTime } from "./activity-words.ts";
import type { ListedAccount, MadePassword } from "./accounts-types.ts";
import { studioApi } from "./studio-api.ts";

interface Props {
  account: ListedAccount;
  /** After a change: the list again, with the studio's words when it refused. */
  onChanged(message: string): void;
  onPassword(made: MadePassword): void;
}

/** One account: its role (changed at once), a new password, and removal after a confirmation naming the person. */
export function AccountRow({ account, onChanged, onPassword }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const at = `/accounts/${encodeURIComponent(account.email)}`;
  const act = async (what: () => Promise<string>) => {
    try {
      onChanged(await what());
    } catch (failure) {
      onChanged((failure as Error).message);
    }
  };
  const setRole = (role: string) =>
    act(async () => {
      await studioApi("PATCH", at, { role });
      return `${account.name} is now ${/^[aeiou]/.test(role) ? "an" : "a"} ${role}.`;
    });
  const reset = () =>
    act(async () => {
      const { password } = await studioApi<{ password: string }>("POST", `${at}/reset`, {});
      onPassword({ name: account.name, email: account.email, password });
      return `${account.name} has a new password; their logins have ended.`;
    });
  const remove = () =>
    act(async () => {
      dialog.current?.close();
      await studioApi("DELETE", at);
      return `${account.name}'s account was removed; their logins have ended.`;
    });
  return (
    <tr>
      <td data-label="Name">{account.name}</td>
      <td data-label="E-mail">{account.email}</td>
      <td data-label="Role">
        <select
          aria-label={`Role of ${account.name}`}
          value={account.role}
          onChange={(e) => void setRole(e.target.value)}
        >
          {ROLES.map((role) => (
            <option key={role}>{role}</option>
          ))}
        </select>
      </td>
      <td data-label="Added">{readableTime(account.created)}</td>
      <td data-label="Last login">{account.lastLogin ? readableTime(account.lastLogin) : "never"}</td>
      <td className="ed-account-actions">
        <button type="button" onClick={() => void reset()} aria-label={`Reset password of ${account.name}`}>
          Reset password
        </button>
        <button type="button" onClick={() => dialog.current?.showModal()} aria-label={`Remove ${account.name}`}>
          Remove
        </button>
        <dialog ref={dialog} className="ed-dialog" aria-labelledby={`remove-${account.email}`}>
          <h2 id={`remove-${account.email}`}>
            Remove {account.name} ({account.email})?
          </h2>
          <p>
            {account.name} can no longer log in to the studio, and their open logins end now. What they saved stays in
            the site and in the activity below.
          </p>
          <div className="ed-dialog-actions">
            <button type="button" className="ed-primary" onClick={() => dialog.current?.close()}>
              Keep the account
            </button>
            <button type="button" onClick={() => void remove()}>
              Remove {account.name}
            </button>
          </div>
        </dialog>
      </td>
    </tr>
  );
}
