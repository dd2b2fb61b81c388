import { Suspense, type ComponentType } from "react";
import type { PageData } from "../content/page-data.server.ts";
import type { Block } from "../content/types.ts";
import { registry } from "../blocks/registry.ts";
import { CollectionsProvider } from "./collections.tsx";
import { RenderBlockContext } from "./nested-block.tsx";

/** Renders a page: each section by the component registered for its block type, in file order. */
export function PageRenderer({ data }: { data: PageData }) {
  return (
    <CollectionsProvider value={data.collections}>
      <RenderBlockContext.Provider value={renderBlock}>
        {data.page.sections.map((block, index) => (
          <BlockView key={`${index}-${block.type}`} block={block} />
        ))}
      </RenderBlockContext.Provider>
    </CollectionsProvider>
  );
}

function renderBlock(block: Block) {
  return <BlockView block={block} />;
}

function BlockView({ block }: { block: Block }) {
  // The registry's type guarantees registry[block.type] accepts exactly this block's props.
  const Component = registry[block.type] as ComponentType<Block>;
  const lazy = (Component as { $$typeof?: symbol }).$$typeof === Symbol.for("react.lazy");
  // A layout-neutral wrapper that names the block, for debugging and for the tests.
  return (
    <div data-block={block.type} style={{ display: "contents" }}>
      {lazy ? (
        // A lazy block hydrates when its chunk arrives; the prerendered HTML stays until then. Only
        // lazy blocks get a boundary: a boundary hydrates on its own, possibly after the scroll
        // animations have marked elements inside it, which React would report as a mismatch.
        <Suspense fallback={null}>
          <Component {...block} />
        </Suspense>
      ) : (
        <Component {...block} />
      )}
    </div>
  );
}
