import type { ComponentType, ReactNode } from "react";
import { components, hydration } from "../generated/blocks.ts";
import type { Block } from "../lib/blocks.ts";
import { CollectionsProvider, RenderBlockProvider } from "../lib/context.tsx";
import type { PageData } from "../lib/page-data.ts";
import { HydrationBoundary } from "./hydration.tsx";

/** Renders a page: each section by the component registered for its block type, in file order. */
export function PageRenderer({ data }: { data: PageData }) {
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
