import { StrictMode, useEffect } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, Outlet, RouterProvider, useLoaderData, type RouteObject } from "react-router-dom";
import "@fontsource/poppins/latin-400.css";
import "@fontsource/poppins/latin-500.css";
import "@fontsource/poppins/latin-600.css";
import "@fontsource/poppins/latin-700.css";
import "swiper/css";
import "slick-carousel/slick/slick.css";
import pages, { notFound } from "virtual:spa-pages";
import site from "virtual:spa-site";
import type { PageData, SiteData } from "../../src/lib/page-data.ts";
import { PageRenderer } from "../../src/app/PageRenderer.tsx";
import { SiteShell } from "../../src/app/layout/SiteLayout.tsx";
import { GlobalStyles } from "../../src/styles/GlobalStyles.tsx";
import { buildTheme } from "../../src/styles/theme.ts";

function Root() {
  const data = useLoaderData() as SiteData;
  return (
    <>
      <GlobalStyles theme={buildTheme(data.site.theme)} />
      <SiteShell data={data}>
        <Outlet />
      </SiteShell>
    </>
  );
}

function Page() {
  const data = useLoaderData() as PageData;
  useEffect(() => {
    document.title = `${data.page.meta.title} | ${(site as SiteData).site.name}`;
  }, [data]);
  return <PageRenderer data={data} />;
}

const pageRoute = (path: string, load: () => Promise<{ default: PageData }>): RouteObject => ({
  path,
  loader: async () => (await load()).default,
  Component: Page,
});

const routes: RouteObject[] = [
  {
    id: "root",
    loader: () => site,
    Component: Root,
    HydrateFallback: () => null,
    children: [
      ...Object.entries(pages as Record<string, () => Promise<{ default: PageData }>>).map(([p, load]) =>
        pageRoute(p, load),
      ),
      pageRoute("*", notFound),
    ],
  },
];

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <RouterProvider router={createBrowserRouter(routes)} />
  </StrictMode>,
);
