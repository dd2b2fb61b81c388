/** An element id made from a JSON pointer: '/sections/2/items/0' -> 'f-sections-2-items-0'. */
export const fieldId = (pointer: string) => `f${pointer.replace(/[^A-Za-z0-9]+/g, "-")}`;
