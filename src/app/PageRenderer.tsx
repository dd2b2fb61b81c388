import { useEffect, type ComponentType, type ReactNode } from "react";
import { components, hydration } from "../generated/blocks.ts";
import type { Block } from "../lib/blocks.ts";
import { CollectionsProvider, RenderBlockProvider, useSite } from "../lib/context.tsx";
import type { PageData } from "../lib/page-data.ts";
import { HydrationBoundary } from "./hydration.tsx";

/** Renders a page: each section by the component registered for its block type, in file order. */
export function PageRenderer({ data }: { data: PageData }) {
  useEnglishMarks(data.english);
  return (
    <PageProviders collections={data.collections}>
      {data.page.sections.map((block, index) => (
        <BlockView key={`${index}-${block.type}`} block={block} />
      ))}
    </PageProviders>
  );
}

/** What blocks read around them: the collections, and how to render a nested block (the editor's preview uses it too). */
export function PageProviders({
  collections,
  children,
}: {
  collections: PageData["collections"];
  children: ReactNode;
}) {
  return (
    <CollectionsProvider value={collections}>
      <RenderBlockProvider value={renderNested}>{children}</RenderBlockProvider>
    </CollectionsProvider>
  );
}

/** One section, rendered by its block's component. */
export function BlockView({ block }: { block: Block }) {
  // The registry's type guarantees components[block.type] takes exactly this block's data.
  const Component = components[block.type] as ComponentType<Block>;
  return (
    <HydrationBoundary type={block.type} strategy={hydration[block.type]}>
      <Component {...block} />
    </HydrationBoundary>
  );
}

// A block inside another block's data (the home hero's form) wakes with the block around it.
function renderNested(block: Block) {
  const Component = components[block.type] as ComponentType<Block>;
  return (
    <HydrationBoundary type={block.type} strategy="load">
      <Component {...block} />
    </HydrationBoundary>
  );
}

/**
 * Marks the words this page and its header and footer still show in English (english-marks.ts),
 * in what the browser renders: now, and as blocks wake or load later. Nothing to do, no observer
 * and no code loaded on a page whose words are all in its language (every page, once translated):
 * the marking code is a chunk of its own, fetched only when a page has English words to mark.
 */
function useEnglishMarks(pageWords: readonly string[]) {
  const layoutWords = useSite().english;
  useEffect(() => {
    const words = [...pageWords, ...layoutWords];
    if (!words.length) return;
    let observer: MutationObserver | undefined;
    let left = false;
    void import("./english-marks.ts").then(({ markEnglishDom }) => {
      if (left) return;
      markEnglishDom(document.body, words);
      observer = new MutationObserver(() => markEnglishDom(document.body, words));
      observer.observe(document.body, { childList: true, subtree: true });
    });
    return () => {
      left = true;
      observer?.disconnect();
    };
  }, [pageWords, layoutWords]);
}
