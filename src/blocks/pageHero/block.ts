import { declareBlock } from "../../lib/blocks.ts";
import { breadcrumbList } from "../../lib/structured-data.ts";

export default declareBlock("pageHero", {
  category: "Heroes",
  icon: "panel-top",
  pageHeading: (block) => block.title,
  structuredData: (block, ctx) => [breadcrumbList(block.breadcrumb, ctx)],
  example: {
    title: "Page Title",
    description: "One sentence about this page.",
    breadcrumb: [{ label: "Home", href: "/" }, { label: "Page Title" }],
  },
});
