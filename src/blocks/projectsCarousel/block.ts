import { declareBlock } from "../../lib/blocks.ts";
import { projectsFor } from "./select.ts";

export default declareBlock("projectsCarousel", {
  category: "Social proof",
  icon: "gallery-horizontal",
  hydration: "visible",
  lazy: true,
  collections: ["projects"],
  // A service page carries only the projects it shows.
  shows: (block, { projects }) => ({
    projects: { ...projects, projects: projectsFor(projects.projects, block) },
  }),
  example: {
    heading: "Our Latest Projects",
    settings: {
      slidesToShow: 3,
      initialSlide: 0,
      slidesToScroll: 1,
      infinite: true,
      dots: true,
      autoplayMs: 2000,
      speedMs: 500,
      responsive: [
        { below: 1024, slidesToShow: 2, slidesToScroll: 2, dots: true },
        { below: 568, slidesToShow: 1, slidesToScroll: 1, dots: false },
      ],
    },
  },
});
