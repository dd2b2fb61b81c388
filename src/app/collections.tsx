import { createContext, useContext, type ReactNode } from "react";
import type { Collections } from "../content/types.ts";

const CollectionsContext = createContext<Partial<Collections>>({});

export function CollectionsProvider({ value, children }: { value: Partial<Collections>; children: ReactNode }) {
  return <CollectionsContext.Provider value={value}>{children}</CollectionsContext.Provider>;
}

/** A shared collection (content/<name>.json) that the page loader included for this page's blocks. */
export function useCollection<K extends keyof Collections>(name: K): Collections[K] {
  const value = useContext(CollectionsContext)[name];
  if (!value) throw new Error(`Collection "${name}" was not loaded: add it to BLOCK_NEEDS in src/content/needs.ts`);
  return value;
}
