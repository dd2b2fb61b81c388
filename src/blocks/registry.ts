import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { BlockOf, BlockType } from "../content/types.ts";
import { Steps } from "./steps/index.tsx";
import { ServiceHero } from "./serviceHero/index.tsx";
import { Platforms } from "./platforms/index.tsx";
import { PackageTable } from "./packageTable/index.tsx";
import { ItemList } from "./itemList/index.tsx";
import { Faq } from "./faq/index.tsx";
import { Compare } from "./compare/index.tsx";
import { CaseStudy } from "./caseStudy/index.tsx";
import { ContactCards } from "./contactCards/index.tsx";
import { ContactSection } from "./contactSection/index.tsx";
import { CtaBanner } from "./ctaBanner/index.tsx";
import { FeatureCards } from "./featureCards/index.tsx";
import { HomeHero } from "./homeHero/index.tsx";
import { PageHero } from "./pageHero/index.tsx";
import { ServiceCategories } from "./serviceCategories/index.tsx";
import { ServiceGrid } from "./serviceGrid/index.tsx";
import { SplitText } from "./splitText/index.tsx";
import { StatusMessage } from "./statusMessage/index.tsx";
import { Technologies } from "./technologies/index.tsx";
import { Testimonials } from "./testimonials/index.tsx";
import { TextMedia } from "./textMedia/index.tsx";
import { Timeline } from "./timeline/index.tsx";
import { Workflow } from "./workflow/index.tsx";

// The heavy blocks (Swiper, react-slick, the enquiry form with its toasts and validator) load in
// chunks of their own, only on pages that use them; the prerendered HTML shows them meanwhile.
// Their CSS is imported by the root route, so it is in that HTML too.
const ServicesCarousel = lazy(() =>
  import("./servicesCarousel/index.tsx").then((m) => ({ default: m.ServicesCarousel })),
);
const Clients = lazy(() => import("./clients/index.tsx").then((m) => ({ default: m.Clients })));
const ProjectsCarousel = lazy(() =>
  import("./projectsCarousel/index.tsx").then((m) => ({ default: m.ProjectsCarousel })),
);
const ContactForm = lazy(() => import("./contactForm/index.tsx").then((m) => ({ default: m.ContactForm })));

/**
 * Block type -> component. The mapped type makes a block type without a component, or a
 * component whose props are not exactly that block's data, a type error.
 */
export const registry = {
  steps: Steps,
  serviceHero: ServiceHero,
  platforms: Platforms,
  packageTable: PackageTable,
  itemList: ItemList,
  faq: Faq,
  compare: Compare,
  caseStudy: CaseStudy,
  clients: Clients,
  contactCards: ContactCards,
  contactForm: ContactForm,
  contactSection: ContactSection,
  ctaBanner: CtaBanner,
  featureCards: FeatureCards,
  homeHero: HomeHero,
  pageHero: PageHero,
  projectsCarousel: ProjectsCarousel,
  serviceCategories: ServiceCategories,
  serviceGrid: ServiceGrid,
  servicesCarousel: ServicesCarousel,
  splitText: SplitText,
  statusMessage: StatusMessage,
  technologies: Technologies,
  testimonials: Testimonials,
  textMedia: TextMedia,
  timeline: Timeline,
  workflow: Workflow,
} satisfies { [T in BlockType]: ComponentType<BlockOf<T>> | LazyExoticComponent<ComponentType<BlockOf<T>>> };
