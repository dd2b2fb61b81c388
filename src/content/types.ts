import type {
  ClientList,
  CountryList,
  EnquiryFormCopy,
  Page,
  ProjectList,
  ServiceCatalogue,
  SiteSettings,
  TechnologyList,
} from "../generated/schema.ts";

/** The shape of each file in content/, by collection name. */
export interface Collections {
  site: SiteSettings;
  services: ServiceCatalogue;
  clients: ClientList;
  projects: ProjectList;
  technologies: TechnologyList;
  countries: CountryList;
  form: EnquiryFormCopy;
}

export type Block = Page["sections"][number];
export type BlockType = Block["type"];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;
