import { declareBlock } from "../../lib/blocks.ts";

export default declareBlock("compare", {
  category: "Text and media",
  icon: "columns-2",
  example: {
    heading: "Why Choose Nexaforge",
    ours: { title: "Nexaforge", items: ["One team from first call to launch", "Clear monthly reports"] },
    theirs: { title: "Other Agency", items: ["Work handed between freelancers", "Reports on request only"] },
  },
});
