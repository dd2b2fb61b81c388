/**
 * JSON Pointers (RFC 6901) as the validator, the cross-file rules and the editor write them:
 * '/sections/2/cta/href', a key holding "/" or "~" escaped as "~1" and "~0". No Node modules: the
 * editor uses these in the browser.
 */

/** A key as one token of a pointer: 'a/b' -> 'a~1b'. */
export const escapeToken = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");

/** A token back as its key: 'a~1b' -> 'a/b'. */
export const unescapeToken = (token: string) => token.replace(/~1/g, "/").replace(/~0/g, "~");

/** The keys a pointer names, outermost first: '/sections/2/a~1b' -> ['sections', '2', 'a/b']; '' -> []. */
export const pointerKeys = (pointer: string): string[] =>
  pointer === "" ? [] : pointer.slice(1).split("/").map(unescapeToken);

/** The value at a pointer ('/sections/1/image' -> data.sections[1].image), undefined where there is none. */
export const valueAt = (data: unknown, pointer: string): unknown =>
  pointerKeys(pointer).reduce<unknown>(
    (v, key) => (v && typeof v === "object" ? (v as Record<string, unknown>)[key] : undefined),
    data,
  );

/**
 * Every value a path with "*" names, as "x-ref" and "x-labels" write one ('clients/ * /id' as
 * ['clients', '*', 'id']): "*" stands for each item of a list; a key or a list missing on the way
 * gives nothing there.
 */
export const valuesAtPath = (data: unknown, keys: readonly string[]): unknown[] =>
  keys.reduce<unknown[]>(
    (values, key) =>
      values.flatMap((v) =>
        key === "*"
          ? Array.isArray(v)
            ? v
            : []
          : v && typeof v === "object"
            ? [(v as Record<string, unknown>)[key]]
            : [],
      ),
    [data],
  );
