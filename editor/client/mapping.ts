import type { Data } from "@puckeditor/core";

/**
 * Between our page files and Puck's data. Puck keys each item by `props.id`, its own identifier;
 * ours is a section's anchor ("id": "faq"), so in Puck it is the `anchor` prop, and Puck's ids are
 * never written to a file. Saving keeps the key order of every key the file already had.
 */
export type PageJson = Record<string, unknown> & {
  meta: Record<string, unknown>;
  sections: Record<string, unknown>[];
};

export interface Mapped {
  data: Data;
  /** The section each Puck item was read from, by Puck id: the model of its key order. */
  origins: Map<string, Record<string, unknown>>;
}

let counter = 0;
/** A Puck id no file will ever see. */
export const newPuckId = (type: string) => `${type}-${++counter}`;

export function toPuck(page: PageJson): Mapped {
  const origins = new Map<string, Record<string, unknown>>();
  const content = page.sections.map((section) => {
    const { type, id: anchor, ...rest } = section;
    const id = newPuckId(String(type));
    origins.set(id, section);
    return { type: String(type), props: { ...rest, ...(anchor !== undefined ? { anchor } : {}), id } };
  });
  return { data: { root: { props: { ...page.meta } }, content }, origins };
}

/** A Puck item back as a section: `type` first, our anchor as "id", Puck's id gone. */
export function sectionOf(item: { type: string; props: Record<string, unknown> }): Record<string, unknown> {
  const { anchor, ...rest } = item.props;
  delete rest.id;
  return dropUndefined({ type: item.type, ...(anchor !== undefined ? { id: anchor } : {}), ...rest }) as Record<
    string,
    unknown
  >;
}

export function fromPuck(data: Data, original: PageJson, origins: Map<string, Record<string, unknown>>): PageJson {
  const meta = { ...((data.root.props ?? {}) as Record<string, unknown>) };
  delete meta.id;
  const sections = data.content.map((item) => {
    const section = sectionOf(item as { type: string; props: Record<string, unknown> });
    const origin = origins.get(String(item.props.id));
    return origin ? (orderLike(section, origin) as Record<string, unknown>) : section;
  });
  // The page's own keys and its settings ordered like the file's; each section was ordered like the
  // section it was read from above, wherever it now stands (never like the one now at its index).
  const ordered = orderLike({ ...original, meta: dropUndefined(meta) }, original) as PageJson;
  return { ...ordered, sections };
}

/** The page as the editor writes it, as JSON text: what "unsaved" is measured against. */
export const asSaved = (page: PageJson) => {
  const { data, origins } = toPuck(page);
  return JSON.stringify(fromPuck(data, page, origins));
};

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);

/** Leaves out keys whose value is undefined (a cleared optional field), at every depth. */
export function dropUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropUndefined);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, dropUndefined(v)]),
  );
}

/** `value` with the keys `model` also has in `model`'s order, then its new keys, at every depth. */
export function orderLike(value: unknown, model: unknown): unknown {
  if (Array.isArray(value)) return value.map((v, i) => orderLike(v, Array.isArray(model) ? model[i] : undefined));
  if (!isObject(value)) return value;
  const template = isObject(model) ? model : {};
  const keys = [
    ...Object.keys(template).filter((k) => k in value),
    ...Object.keys(value).filter((k) => !(k in template)),
  ];
  return Object.fromEntries(keys.map((k) => [k, orderLike(value[k], template[k])]));
}
