import { declareBlock } from "../../lib/blocks.ts";

export default declareBlock("featureCards", {
  category: "Text and media",
  icon: "layout-grid",
  example: {
    heading: "Our Core Values",
    items: [
      { icon: "lightbulb", title: "Innovation", text: "New ideas, tested before they reach your customers." },
      { icon: "handshake", title: "Integrity", text: "Honest estimates and clear reports." },
    ],
  },
});
