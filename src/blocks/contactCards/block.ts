import { declareBlock } from "../../lib/blocks.ts";

export default declareBlock("contactCards", {
  category: "Contact",
  icon: "contact",
  lazy: true,
  example: {
    heading: "Other Ways to Reach Us",
    items: [
      {
        channel: "email",
        title: "Mail Us",
        text: "Send us your brief and we will reply by email.",
        linkLabel: "Send an Email",
      },
      { channel: "phone", title: "Call Us", text: "Talk to our team during office hours.", linkLabel: "Call Now" },
    ],
  },
});
