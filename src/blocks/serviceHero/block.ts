import { declareBlock } from "../../lib/blocks.ts";
import { breadcrumbList, organizationId, serviceId } from "../../lib/structured-data.ts";

export default declareBlock("serviceHero", {
  category: "Heroes",
  icon: "rocket",
  pageHeading: (block) => block.title,
  structuredData: (block, ctx) => [
    breadcrumbList(block.breadcrumb, ctx),
    // The page's Service, when a package table on it states prices (it supplies the offers).
    {
      "@id": serviceId(ctx),
      "@type": "Service",
      name: block.title,
      description: block.description,
      provider: { "@id": organizationId(ctx) },
      areaServed: "BD",
      "x-requires": ["offers"],
    },
  ],
  example: {
    title: "Service Name",
    description: "Say in one or two sentences what this service does for a client.",
    image: {
      src: "/images/banners/software-products.svg",
      alt: "Describe what the picture shows",
      width: 560,
      height: 400,
    },
    breadcrumb: [{ label: "Home", href: "/" }, { label: "Services", href: "/services" }, { label: "Service Name" }],
    whatsappLabel: "Chat on WhatsApp",
    cta: { label: "Get a Quote", href: "/contact" },
  },
});
