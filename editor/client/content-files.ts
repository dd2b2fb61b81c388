import type { EditableContent } from "../../engine/editable.ts";
import { EDITOR_BASE } from "./host.ts";

export { EDITABLE_CONTENT, type EditableContent } from "../../engine/editable.ts";

/** The editor's address of a content file: '/_editor/_content/site' ("_" is in no page's address). */
export const contentHref = (name: EditableContent) => `${EDITOR_BASE}/_content/${name}`;

/** Where its unsaved draft is kept (drafts.ts): 'content:site', a name no page file can have. */
export const contentDraftKey = (name: EditableContent) => `content:${name}`;
