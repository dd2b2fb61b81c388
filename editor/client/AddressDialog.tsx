import type { LucideIcon } from "lucide-react";
import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Trigger } from "./Trigger.tsx";

interface Props {
  /** The button that opens the dialog ("Move to another address", "Duplicate page"). */
  label: string;
  /** The icon over the button's words (Trigger.tsx); none: a button of words. */
  icon?: LucideIcon;
  title: string;
  /** What will happen, in a sentence or two. */
  explain: ReactNode;
  submit: string;
  initial: string;
  /** Refused with the words to show; done with what to show instead of the form (or nothing). */
  act(route: string): Promise<ReactNode>;
  /** Why the dialog cannot be used now (unsaved changes), shown instead of the form. */
  blocked?: string;
}

/** A button, and the dialog it opens that asks for a page address and acts on it: moving and duplicating a page. */
export function AddressDialog({ label, icon, title, explain, submit, initial, act, blocked }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [route, setRoute] = useState(initial);
  const [message, setMessage] = useState("");
  const [done, setDone] = useState<ReactNode>();
  const send = async (e: FormEvent) => {
    e.preventDefault();
    setMessage("");
    try {
      setDone((await act(route)) ?? null);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <>
      <Trigger
        label={label}
        icon={icon}
        onClick={() => {
          setRoute(initial);
          setMessage("");
          setDone(undefined);
          dialog.current?.showModal();
        }}
      />
      <dialog ref={dialog} className="ed-dialog" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{title}</h2>
        {blocked ? (
          <p role="alert">{blocked}</p>
        ) : done !== undefined ? (
          <div role="status">{done}</div>
        ) : (
          <form onSubmit={(e) => void send(e)}>
            <p>{explain}</p>
            <label htmlFor={`${id}-route`}>New address, e.g. /services/seo/audit</label>
            <input id={`${id}-route`} value={route} onChange={(e) => setRoute(e.target.value)} />
            <p role="alert">{message}</p>
            <div className="ed-dialog-actions">
              <button type="submit" className="ed-primary">
                {submit}
              </button>
            </div>
          </form>
        )}
        <div className="ed-dialog-actions">
          <button type="button" onClick={() => dialog.current?.close()}>
            Close
          </button>
        </div>
      </dialog>
    </>
  );
}
