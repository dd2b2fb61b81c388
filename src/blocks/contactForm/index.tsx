import { useId, useRef } from "react";
import type { BlockOf } from "../../lib/blocks.ts";
import { useCollection, useLocale, useSite } from "../../lib/context.tsx";
import { BUDGET_OPTIONS, COUNTRY_NAMES } from "../../../contracts/generated/enquiry.ts";
import { Field, type Option } from "./Field.tsx";
import { apiBase } from "./send.ts";
import { Card } from "./styles.ts";
import { useEnquiryForm } from "./useEnquiryForm.ts";

/**
 * The enquiry form (home hero and contact page): same fields, rules and behaviour everywhere, every
 * word in the page's language (content/form.json and its translation). The choices show their
 * translated names and send the values the schema knows: a country in its English name (the n-th
 * of the translated list is the n-th of COUNTRY_NAMES), a budget as its band.
 */
export default function ContactForm({ id, heading, text }: BlockOf<"contactForm">) {
  const copy = useCollection("form");
  const locale = useLocale();
  const countries: Option[] = useCollection("countries").countries.map((c, i) => ({
    value: COUNTRY_NAMES[i] ?? c.name,
    label: c.name,
  }));
  const budgets: Option[] = BUDGET_OPTIONS.map((value) => ({ value, label: copy.fields.price.options[value] }));
  const { site } = useSite();
  const formId = `enquiry${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  const honeypot = useRef<HTMLInputElement>(null);
  const form = useEnquiryForm(formId, copy, site, locale, honeypot);
  const sending = form.status === "sending";
  const field = (name: Parameters<typeof Field>[0]["name"], options?: readonly Option[]) => (
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
      <form noValidate method="post" action={`${apiBase()}/api/contact`} onSubmit={form.onSubmit} aria-busy={sending}>
        <div className="fields">
          {field("name")}
          {field("email")}
          {field("phone")}
          {field("services")}
          {field("country", countries)}
          {field("price", budgets)}
          {field("message")}
        </div>
        {/* The page's language, for a form the browser posts itself; with script it goes in the JSON. */}
        <input type="hidden" name="language" value={locale} />
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
          <div className="alert" role="alert">
            <p>{copy.failure}</p>
            <p className="why">{copy.problems[form.notice.problem]}</p>
          </div>
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
