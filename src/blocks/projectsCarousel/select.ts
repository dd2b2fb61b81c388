import type { ProjectList } from "../../generated/schema.ts";

type Projects = ProjectList["projects"];

/** A carousel of fewer projects than this would be empty or a single slide: it shows a wider set. */
export const FEWEST_PROJECTS = 3;

/**
 * The projects a carousel shows, in the file's order: those of its `category` naming its `service`
 * when at least three do; otherwise those of its `category` (or of the category of the projects
 * naming the service) when at least three are; otherwise every project. Without either field:
 * every project (Digital Forge).
 */
export function projectsFor(projects: Projects, wanted: { category?: string; service?: string }): Projects {
  const { service } = wanted;
  const category =
    wanted.category ?? (service ? projects.find((p) => p.services?.includes(service))?.category : undefined);
  if (service) {
    // A project of another category that involved this service stays on its own category's pages.
    const named = projects.filter((p) => p.services?.includes(service) && p.category === category);
    if (named.length >= FEWEST_PROJECTS) return named as Projects;
  }
  if (category) {
    const inCategory = projects.filter((p) => p.category === category);
    if (inCategory.length >= FEWEST_PROJECTS) return inCategory as Projects;
  }
  return projects;
}
