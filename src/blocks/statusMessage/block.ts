import { declareBlock } from "../../lib/blocks.ts";

export default declareBlock("statusMessage", {
  category: "Messages",
  icon: "circle-alert",
  lazy: true,
  pageHeading: (block) => block.heading,
  example: {
    code: "404",
    heading: "Page not found",
    text: "The page you asked for does not exist.",
    cta: { label: "Back to Home", href: "/" },
  },
});
