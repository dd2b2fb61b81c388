import { useId, useRef } from "react";
import type { BlockOf } from "../../lib/blocks.ts";
import { useCollection, useSite } from "../../lib/context.tsx";
import { BUDGET_OPTIONS } from "../../../contracts/generated/enquiry.ts";
import { Field } from "./Field.tsx";
import { apiBase } from "./send.ts";
import { Card } from "./styles.ts";
import { useEnquiryForm } from "./useEnquiryForm.ts";

/** The enquiry form (home hero and contact page): same fields, rules and behaviour everywhere. */
export default function ContactForm({ id, heading, text }: BlockOf<"contactForm">) {
  const copy = useCollection("form");
  const countries = useCollection("countries").countries.map((c) => c.name);
  const { site } = useSite();
  const formId = `enquiry${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  const honeypot = useRef<HTMLInputElement>(null);
  const form = useEnquiryForm(formId, copy, site, honeypot);
  const sending = form.status === "sending";
  const field = (name: Parameters<typeof Field>[0]["name"], options?: readonly string[]) => (
    <Field
      formId={formId}
      name={name}
      copy={copy}
      value={form.values[name]}
      error={form.errors[name]}
      onChange={form.onChange}
      onBlur={form.onBlur}
      options={options}
    />
  );

  return (
    <Card id={id} aria-labelledby={`${formId}-heading`}>
      <h2 id={`${formId}-heading`}>{heading}</h2>
      {text && <p className="intro">{text}</p>}
      {/* With script, the form sends JSON itself. Without (turned off, or not arrived), the browser
          posts it to the same address, which answers with a page (server/contact/native-form.ts);
          a Send pressed before the script arrives is kept and sent once by it (src/app/tap-keeper.ts). */}
      <form
        noValidate
        method="post"
        action={`${apiBase(site.apiBase)}/api/contact`}
        onSubmit={form.onSubmit}
        aria-busy={sending}
      >
        <div className="fields">
          {field("name")}
          {field("email")}
          {field("phone")}
          {field("services")}
          {field("country", countries)}
          {field("price", BUDGET_OPTIONS)}
          {field("message")}
        </div>
        <div className="trap" aria-hidden="true">
          <label htmlFor={`${formId}-website`}>{copy.honeypotLabel}</label>
          <input
            ref={honeypot}
            id={`${formId}-website`}
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <p className="visually-hidden" role="status">
          {form.summary}
        </p>
        {form.notice?.kind === "failed" && (
          <p className="alert" role="alert">
            {copy.failure}
          </p>
        )}
        {form.notice?.kind === "sent" && (
          <p className="note" role="status">
            {copy.success}
          </p>
        )}
        {form.notice?.kind === "restored" && (
          <p className="note" role="status">
            {copy.restored}
          </p>
        )}
        <div className="actions">
          <button type="submit" className="submit" disabled={sending}>
            {sending ? copy.sending : copy.submit}
          </button>
          {form.hasDraft && form.notice?.kind !== "restored" && (
            <button type="button" className="restore" onClick={form.restore}>
              {copy.restore}
            </button>
          )}
        </div>
      </form>
    </Card>
  );
}
