import { declareBlock } from "../../lib/blocks.ts";

export default declareBlock("contactSection", {
  // Holds the enquiry form, which must take a message the moment the page is ready.
  hydration: "load",
  category: "Contact",
  icon: "message-square",
  example: {
    heading: "Let's talk about your project",
    paragraphs: ["Tell us what you are working on and when you need it."],
    form: { type: "contactForm", heading: "Send us a message" },
  },
});
