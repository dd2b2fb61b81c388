declare module "virtual:spa-site" {
  const site: import("../../src/lib/page-data.ts").SiteData;
  export default site;
}
declare module "virtual:spa-pages" {
  type Load = () => Promise<{ default: import("../../src/lib/page-data.ts").PageData }>;
  const pages: Record<string, Load>;
  export default pages;
  export const notFound: Load;
}
