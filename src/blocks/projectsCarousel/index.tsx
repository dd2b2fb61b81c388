import { useMemo } from "react";
import type { BlockOf } from "../../lib/blocks.ts";
import { useCollection, useSite } from "../../lib/context.tsx";
import { Img } from "../../components/Img.tsx";
import { Section } from "../../components/Section.tsx";
import { projectsFor } from "./select.ts";
import { projectsSlider } from "./settings.ts";
import { SlickCarousel } from "../../components/carousel/SlickCarousel.tsx";
import { Card, Item, sliderStyles } from "./styles.ts";

/** Projects from content/projects.json (all, or a category's or service's: select.ts) in an auto-playing carousel. */
export default function ProjectsCarousel({
  id,
  heading,
  description,
  settings,
  category,
  service,
}: BlockOf<"projectsCarousel">) {
  const all = useCollection("projects").projects;
  const projects = useMemo(() => projectsFor(all, { category, service }), [all, category, service]);
  const { categories } = useSite();
  const categoryTitle = (id: string) => categories.find((c) => c.id === id)?.title ?? id;
  const slider = useMemo(() => projectsSlider(settings, projects.length), [settings, projects.length]);

  return (
    <Section id={id} heading={heading} description={description} aos={false}>
      <SlickCarousel label={heading} base={slider.base} breakpoints={slider.breakpoints} css={sliderStyles}>
        {projects.map((project) => (
          <Item key={project.id}>
            <Card>
              <Img image={project.image} sizes="(min-width: 1024px) 400px, (min-width: 568px) 50vw, 100vw" />
              <div className="body">
                <p className="category">{categoryTitle(project.category)}</p>
                <h3>{project.title}</h3>
                <p className="summary">{project.summary}</p>
                {project.outcome && <p className="outcome">{project.outcome}</p>}
              </div>
            </Card>
          </Item>
        ))}
      </SlickCarousel>
    </Section>
  );
}
