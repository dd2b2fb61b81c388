import { declareBlock } from "../../lib/blocks.ts";

export default declareBlock("contactForm", {
  // The enquiry form must take a message the moment the page is ready, wherever it sits.
  hydration: "load",
  category: "Contact",
  icon: "mail",
  lazy: true,
  collections: ["form", "countries"],
  example: { heading: "Send us a message", text: "Tell us what you need and we will get back to you." },
});
