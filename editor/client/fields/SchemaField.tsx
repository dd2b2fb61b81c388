import { useState, type ReactNode } from "react";
import { problemSentence } from "../../../engine/describe-problem.ts";
import { useEditorFacts } from "../context.ts";
import { ImageField, isImageSpec, typedFields } from "./ImageField.tsx";
import { fieldId } from "./field-id.ts";
import { LengthCounter } from "./LengthCounter.tsx";
import { referenceOptions, selectOptions } from "./options.ts";
import { emptyValue, type FieldSpec } from "./spec.ts";

interface Props {
  spec: FieldSpec;
  value: unknown;
  onChange(value: unknown): void;
  /** Where the value is in the page file, to show the problems `npm run validate` finds there. */
  pointer: string;
}

/** The problems found at exactly this value, in the editor's plain words, beside its field. */
function Problems({ pointer }: { pointer: string }) {
  const found = useEditorFacts().problems.filter((p) => p.pointer === pointer);
  if (!found.length) return null;
  return (
    <ul className="ed-problems" id={`${fieldId(pointer)}-problems`}>
      {found.map((p, i) => (
        <li key={i}>{problemSentence(p)}</li>
      ))}
    </ul>
  );
}

function Help({ spec, pointer }: { spec: FieldSpec; pointer: string }) {
  return spec.help ? (
    <p className="ed-help" id={`${fieldId(pointer)}-help`}>
      {spec.help}
    </p>
  ) : null;
}

const describedBy = (spec: FieldSpec, pointer: string, hasProblems: boolean) =>
  [
    spec.kind === "text" && spec.maxLength !== undefined ? `${fieldId(pointer)}-count` : "",
    spec.help ? `${fieldId(pointer)}-help` : "",
    hasProblems ? `${fieldId(pointer)}-problems` : "",
  ]
    .filter(Boolean)
    .join(" ") || undefined;

/** A field for one value, chosen by its schema (see spec.ts); a list or a group holds fields of its own. */
export function SchemaField({ spec, value, onChange, pointer }: Props): ReactNode {
  const { problems, facts } = useEditorFacts();
  const id = fieldId(pointer);
  const hasProblems = problems.some((p) => p.pointer === pointer);
  const aria = {
    id,
    "aria-describedby": describedBy(spec, pointer, hasProblems),
    "aria-invalid": hasProblems || undefined,
  };
  const label = (
    <label htmlFor={id} className="ed-label">
      {spec.label}
      {spec.required ? "" : " (optional)"}
    </label>
  );
  switch (spec.kind) {
    case "constant":
    case "hidden":
      return null;
    case "sample":
      return value === true ? (
        <div className="ed-field ed-sample" role="note">
          <p>
            <strong>Sample content.</strong> This part was written as an example for the demo site: its client, story
            and figures are not real. Replace them with a real project's, then press "Mark as real".
          </p>
          <button type="button" onClick={() => onChange(undefined)}>
            Mark as real
          </button>
        </div>
      ) : (
        <div className="ed-field ed-check">
          <input type="checkbox" {...aria} checked={false} onChange={() => onChange(true)} />
          <label htmlFor={id} className="ed-label">
            Mark as sample content, to be replaced before launch
          </label>
        </div>
      );
    case "text":
      return (
        <div className="ed-field">
          {label}
          <TextInput spec={spec} value={value} onChange={onChange} aria={aria} pointer={pointer} />
          <LengthCounter spec={spec} value={value} pointer={pointer} />
          {spec.picker === "image" && typeof value === "string" && value ? (
            <img className="ed-thumb" src={value} alt="" width={96} height={64} />
          ) : null}
          <Help spec={spec} pointer={pointer} />
          <Problems pointer={pointer} />
        </div>
      );
    case "select":
    case "reference": {
      const options =
        spec.kind === "select" ? selectOptions(facts.collections, spec) : referenceOptions(facts.collections, spec);
      const current = typeof value === "string" ? value : "";
      return (
        <div className="ed-field">
          {label}
          <select {...aria} value={current} onChange={(e) => onChange(e.target.value || undefined)}>
            {!spec.required || !options.some((o) => o.value === current) ? <option value="">(none)</option> : null}
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <Help spec={spec} pointer={pointer} />
          <Problems pointer={pointer} />
        </div>
      );
    }
    case "checkbox":
      return (
        <div className="ed-field ed-check">
          <input
            type="checkbox"
            {...aria}
            checked={value === true}
            onChange={(e) => onChange(e.target.checked ? true : spec.required ? false : undefined)}
          />
          {label}
          <Help spec={spec} pointer={pointer} />
          <Problems pointer={pointer} />
        </div>
      );
    case "number":
      return (
        <div className="ed-field">
          {label}
          <input
            type="number"
            {...aria}
            min={spec.min}
            max={spec.max}
            step={spec.integer ? 1 : "any"}
            value={typeof value === "number" ? value : ""}
            onChange={(e) => onChange(e.target.value === "" ? undefined : Number(e.target.value))}
          />
          <Help spec={spec} pointer={pointer} />
          <Problems pointer={pointer} />
        </div>
      );
    case "group": {
      const object = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
      return (
        <fieldset className="ed-group">
          <legend>{spec.label}</legend>
          <Help spec={spec} pointer={pointer} />
          <Problems pointer={pointer} />
          {typedFields(spec).map((f) => (
            <SchemaField
              key={f.key}
              spec={f.spec}
              value={object[f.key]}
              pointer={`${pointer}/${f.key}`}
              onChange={(v) => onChange({ ...object, [f.key]: v })}
            />
          ))}
          {isImageSpec(spec) ? <ImageField value={object} onChange={onChange} pointer={pointer} /> : null}
        </fieldset>
      );
    }
    case "list":
      return <ListField spec={spec} value={value} onChange={onChange} pointer={pointer} />;
    case "json":
      return <JsonField spec={spec} value={value} onChange={onChange} pointer={pointer} aria={aria} label={label} />;
  }
}

function TextInput({
  spec,
  value,
  onChange,
  aria,
  pointer,
}: {
  spec: Extract<FieldSpec, { kind: "text" }>;
  value: unknown;
  onChange(v: unknown): void;
  aria: Record<string, unknown>;
  pointer: string;
}) {
  const { facts, anchors, placeholder } = useEditorFacts();
  const example = placeholder(pointer);
  const text = typeof value === "string" ? value : "";
  // A cleared optional field leaves the key out of the file rather than writing "".
  const change = (v: string) => onChange(v === "" && !spec.required ? undefined : v);
  if (spec.multiline)
    return <textarea {...aria} rows={4} placeholder={example} value={text} onChange={(e) => change(e.target.value)} />;
  const listId = spec.picker ? `${String(aria.id)}-choices` : undefined;
  const choices =
    spec.picker === "image"
      ? facts.images
      : spec.picker === "route"
        ? Object.keys(facts.anchors)
        : spec.picker === "link"
          ? [
              ...anchors.map((a) => `#${a}`),
              ...Object.entries(facts.anchors).flatMap(([route, ids]) => [route, ...ids.map((a) => `${route}#${a}`)]),
            ]
          : [];
  return (
    <>
      <input
        type="text"
        {...aria}
        list={listId}
        placeholder={example}
        value={text}
        onChange={(e) => change(e.target.value)}
      />
      {listId ? (
        <datalist id={listId}>
          {choices.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
      ) : null}
    </>
  );
}

function ListField({ spec, value, onChange, pointer }: Props & { spec: Extract<FieldSpec, { kind: "list" }> }) {
  const items = Array.isArray(value) ? value : [];
  const set = (next: unknown[]) => onChange(next);
  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    set(next);
  };
  const itemLabel = spec.item.label;
  return (
    <fieldset className="ed-group ed-list">
      <legend>{spec.label}</legend>
      <Help spec={spec} pointer={pointer} />
      <Problems pointer={pointer} />
      <ol>
        {items.map((item, i) => (
          <li key={i}>
            <SchemaField
              spec={{ ...spec.item, label: `${itemLabel} ${i + 1}` }}
              value={item}
              pointer={`${pointer}/${i}`}
              onChange={(v) => set(items.map((old, j) => (j === i ? v : old)))}
            />
            <div className="ed-row-actions">
              <button type="button" disabled={i === 0} onClick={() => move(i, i - 1)}>
                Move {itemLabel} {i + 1} up
              </button>
              <button type="button" disabled={i === items.length - 1} onClick={() => move(i, i + 1)}>
                Move {itemLabel} {i + 1} down
              </button>
              <button type="button" onClick={() => set(items.filter((_, j) => j !== i))}>
                Remove {itemLabel} {i + 1}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button
        type="button"
        disabled={spec.maxItems !== undefined && items.length >= spec.maxItems}
        onClick={() => set([...items, emptyValue(spec.item)])}
      >
        Add {itemLabel}
      </button>
    </fieldset>
  );
}

function JsonField({
  spec,
  value,
  onChange,
  pointer,
  aria,
  label,
}: Props & { aria: Record<string, unknown>; label: ReactNode }) {
  const [text, setText] = useState(() => JSON.stringify(value ?? null, null, 2));
  const [bad, setBad] = useState(false);
  return (
    <div className="ed-field">
      {label}
      <textarea
        {...aria}
        className="ed-json"
        rows={Math.min(12, text.split("\n").length + 1)}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          try {
            onChange(JSON.parse(e.target.value));
            setBad(false);
          } catch {
            setBad(true);
          }
        }}
      />
      <p className="ed-help">Written as in the page file: the editor has no form for this kind of value yet.</p>
      {bad ? <p className="ed-problems">This cannot be read yet; the last readable value is kept.</p> : null}
      <Help spec={spec} pointer={pointer} />
      <Problems pointer={pointer} />
    </div>
  );
}
