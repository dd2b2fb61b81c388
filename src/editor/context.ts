import { createContext, useContext } from "react";
import type { Problem, SiteFacts } from "./api.ts";

export interface EditorFacts {
  facts: SiteFacts;
  /** The section anchors of the page being edited, as it is now. */
  anchors: string[];
  problems: Problem[];
}

export const EditorContext = createContext<EditorFacts>({
  facts: { collections: {}, anchors: {}, images: [] },
  anchors: [],
  problems: [],
});

export const useEditorFacts = () => useContext(EditorContext);
