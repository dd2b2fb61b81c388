import type { ChangeEvent, FocusEvent } from "react";
import type { EnquiryFormCopy } from "../../generated/schema.ts";
import { REQUIRED, type FieldName } from "./values.ts";

export interface Option {
  value: string;
  label: string;
}

interface Props {
  formId: string;
  name: FieldName;
  copy: EnquiryFormCopy;
  value: string;
  error?: string;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  onBlur: (e: FocusEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  /** For selects: what to offer after the empty placeholder option, each a value sent and the words shown. */
  options?: readonly Option[];
}

const INPUT_TYPES: Partial<Record<FieldName, { type: string; inputMode?: "tel" | "email"; autoComplete: string }>> = {
  name: { type: "text", autoComplete: "name" },
  email: { type: "email", inputMode: "email", autoComplete: "email" },
  phone: { type: "tel", inputMode: "tel", autoComplete: "tel" },
  services: { type: "text", autoComplete: "off" },
};

/** One labelled field with its error message, linked for screen readers. */
export function Field({ formId, name, copy, value, error, onChange, onBlur, options }: Props) {
  const words = copy.fields[name];
  const id = `${formId}-${name}`;
  const errorId = `${id}-error`;
  const required = REQUIRED.has(name);
  const common = {
    id,
    name,
    value,
    onChange,
    onBlur,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    "aria-required": required || undefined,
  };
  return (
    <div className={`field field-${name}`}>
      <label htmlFor={id}>
        {words.label}
        {required && (
          <>
            <span aria-hidden="true"> *</span>
            <span className="visually-hidden"> {copy.requiredMark}</span>
          </>
        )}
      </label>
      {options ? (
        <select {...common}>
          <option value="">{words.placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : name === "message" ? (
        <textarea {...common} rows={4} placeholder={words.placeholder} />
      ) : (
        <input {...common} {...INPUT_TYPES[name]} placeholder={words.placeholder} />
      )}
      {error && (
        <p className="error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
