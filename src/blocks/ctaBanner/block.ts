import { declareBlock } from "../../lib/blocks.ts";

export default declareBlock("ctaBanner", {
  category: "Contact",
  icon: "megaphone",
  example: {
    heading: "Ready to start your project?",
    text: "Tell us what you need and we will reply within one working day.",
    cta: { label: "Contact Us", href: "/contact" },
    tone: "dark",
  },
});
