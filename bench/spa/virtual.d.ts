declare module "virtual:spa-site" {
  const site: import("../../src/content/page-data.server.ts").SiteData;
  export default site;
}
declare module "virtual:spa-pages" {
  type Load = () => Promise<{ default: import("../../src/content/page-data.server.ts").PageData }>;
  const pages: Record<string, Load>;
  export default pages;
  export const notFound: Load;
}
