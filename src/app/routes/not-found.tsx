import { pageData } from "../../content/page-data.server.ts";
import { PageRenderer } from "../PageRenderer.tsx";
import { pageMeta } from "../meta.ts";
import type { Route } from "./+types/not-found";

// Every URL that no page file claims; its content is pages/404.json.
export function loader() {
  const found = pageData(null);
  if (!found) throw new Error("pages/404.json is missing: the not-found page needs it");
  return found;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData, matches);

export default function NotFoundRoute({ loaderData }: Route.ComponentProps) {
  return <PageRenderer data={loaderData} />;
}
