import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from "react";
import { prefetchToaster, toastSuccess } from "./toast.ts";
import type { EnquiryFormCopy, SiteSettings } from "../../generated/schema.ts";
import { formatNumber, type Locale } from "../../lib/locale.ts";
import { check, type FieldErrors } from "./check.ts";
import { drafts, sendEnquiry, apiBase, SendFailure, type Problem } from "./send.ts";
import { newKey } from "./uuid.ts";
import { EMPTY, FIELD_ORDER, tidy, type FieldName, type Values } from "./values.ts";

type Status = "idle" | "sending";

/** The values already in the page's fields (typed before hydration), or null when all are empty. */
function readTyped(formId: string): Values | null {
  const values: Record<FieldName, string> = { ...EMPTY };
  for (const name of FIELD_ORDER) {
    const field = document.getElementById(`${formId}-${name}`) as HTMLInputElement | null;
    if (field) values[name] = field.value;
  }
  // Select values can only be the options offered; the checks on sending cover the rest.
  return FIELD_ORDER.some((name) => values[name] !== "") ? (values as Values) : null;
}
type Notice = { kind: "failed"; problem: Problem } | { kind: "restored" } | { kind: "sent" } | null;

/** When the page was first drawn (ms from its start), as the browser measured it; 0 if it did not. */
function firstPaint(): number {
  return performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
}

/**
 * The enquiry form's behaviour: field values and errors, sending once at a time (with the page's
 * language, so the owner knows which to answer in), and keeping an enquiry that failed to send in
 * this browser tab until the visitor restores it.
 */
export function useEnquiryForm(
  formId: string,
  copy: EnquiryFormCopy,
  site: SiteSettings,
  locale: Locale,
  honeypot: RefObject<HTMLInputElement | null>,
) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const [status, setStatus] = useState<Status>("idle");
  const [notice, setNotice] = useState<Notice>(null);
  const [hasDraft, setHasDraft] = useState(false);
  const [summary, setSummary] = useState("");
  const shownAt = useRef(0);
  const key = useRef<string | null>(null);
  // The restored enquiry: sent again unchanged it keeps its key; edited, it is a new enquiry.
  const restored = useRef<string | null>(null);

  useEffect(() => {
    // A message that failed to send before a reload can still be restored.
    if (drafts.load()) setHasDraft(true); // eslint-disable-line react-hooks/set-state-in-effect
    // Anything typed into the prerendered form before this script arrived is kept, not wiped; the
    // visitor has been filling it in since the page was first drawn, which the spam check must count
    // (a Send kept from before this moment is sent right after it).
    const typed = readTyped(formId);
    shownAt.current = typed ? firstPaint() : performance.now();
    if (typed) setValues(typed);
  }, [formId]);

  const focusField = (name: FieldName) => document.getElementById(`${formId}-${name}`)?.focus();

  const onChange = (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const name = e.target.name as FieldName;
    // The toast's code is fetched while the visitor types, not when they have pressed Send.
    prefetchToaster();
    const next = { ...values, [name]: e.target.value };
    setValues(next);
    if (touched[name]) setErrors((prev) => ({ ...prev, [name]: check(tidy(next), copy, locale)[name] }));
  };

  const onBlur = (e: { target: { name: string } }) => {
    const name = e.target.name as FieldName;
    setTouched((prev) => ({ ...prev, [name]: true }));
    setErrors((prev) => ({ ...prev, [name]: check(tidy(values), copy, locale)[name] }));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (status === "sending") return;
    const tidied = tidy(values);
    const found = check(tidied, copy, locale);
    const invalid = FIELD_ORDER.filter((f) => found[f]);
    if (invalid.length) {
      setErrors(found);
      setTouched(Object.fromEntries(FIELD_ORDER.map((f) => [f, true])));
      setSummary(copy.errorSummary.replace("{count}", formatNumber(invalid.length, locale)));
      focusField(invalid[0]!);
      return;
    }
    setSummary("");
    setStatus("sending");
    const sameAsRestored = restored.current === JSON.stringify(tidied);
    const enquiryKey = (sameAsRestored && key.current) || newKey();
    const enquiry = {
      ...tidied,
      language: locale,
      website: honeypot.current?.value ?? "",
      fillMs: Math.round(performance.now() - shownAt.current),
    };
    try {
      await sendEnquiry(apiBase(), enquiry, enquiryKey);
      drafts.clear();
      setHasDraft(false);
      setNotice(null);
      // Sent is sent: if the toast's code cannot be fetched, the form itself says so.
      toastSuccess(copy.success, { position: "top-right", autoClose: site.motion.toastMs }).catch(() =>
        setNotice({ kind: "sent" }),
      );
    } catch (error) {
      console.error("The enquiry could not be sent:", error);
      drafts.save({ values: tidied, key: enquiryKey });
      setHasDraft(true);
      setNotice({ kind: "failed", problem: error instanceof SendFailure ? error.problem : "serverError" });
    } finally {
      // As the spec asks, the fields are cleared either way; a failed message stays restorable.
      setValues(EMPTY);
      setErrors({});
      setTouched({});
      key.current = null;
      restored.current = null;
      shownAt.current = performance.now();
      setStatus("idle");
    }
  };

  const restore = () => {
    const draft = drafts.load();
    if (!draft) return;
    setValues({ ...EMPTY, ...draft.values });
    key.current = draft.key; // the same enquiry keeps its key, so a resend is stored once
    restored.current = JSON.stringify(tidy({ ...EMPTY, ...draft.values }));
    setNotice({ kind: "restored" });
    focusField("name");
  };

  return { values, errors, status, notice, hasDraft, summary, onChange, onBlur, onSubmit, restore };
}
