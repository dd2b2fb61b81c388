import { createContext, useContext } from "react";
import type { Problem, SiteFacts } from "./api.ts";

export interface EditorFacts {
  facts: SiteFacts;
  /** The section anchors of the page being edited, as it is now. */
  anchors: string[];
  problems: Problem[];
  /** The example text to show in the empty field at a pointer, if its block's example has one. */
  placeholder(pointer: string): string | undefined;
}

export const EditorContext = createContext<EditorFacts>({
  facts: { collections: {}, anchors: {}, images: [] },
  anchors: [],
  problems: [],
  placeholder: () => undefined,
});

export const useEditorFacts = () => useContext(EditorContext);
