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
export type CollectionName = keyof Collections;

export type Block = Page["sections"][number];
export type BlockType = Block["type"];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

/**
 * When a block's script takes over its prerendered HTML in the browser (like Astro's client:*):
 * "load" at once, "idle" when the browser has nothing else to do, "visible" when the block is in
 * view, or once the visitor scrolls, within 200 px of it. Until then the visitor sees (and can read
 * and follow the links of) the HTML, and a tap, key or focus inside the block wakes it at once.
 */
export type Hydration = "load" | "idle" | "visible";

/**
 * A block that does not say: "visible". Most blocks are text, pictures and links that read the same
 * before their script takes over, so one below the fold has nothing to do while the first screen
 * loads. Hydrating every block at load on Home (412 x 823, Lighthouse's mobile profile) cost about
 * 26 ms more blocking time over the no-script floor than waking the ones below the fold as they come
 * into view: +72 ms [+31, +105] against +46 ms [+13, +71], medians of 40 pairs of bench:web's quick
 * runs. A block that must work the moment the page does (one holding the enquiry form) says "load".
 */
export const DEFAULT_HYDRATION: Hydration = "visible";

/** The groups the visual editor's "Add section" offers blocks in. */
export type BlockCategory = "Heroes" | "Text and media" | "Services" | "Social proof" | "Contact" | "Messages";

/** A schema.org object for the page's JSON-LD (see declareBlock's structuredData). */
export type Thing = Record<string, unknown>;

/** A problem a block's own check finds, at a JSON pointer inside the block ('/rows/2/values'). */
export interface BlockProblem {
  pointer: string;
  message: string;
  hint?: string;
}

/** What a block's build-time data step may use. */
export interface PrepareContext {
  /** An SVG file under public/ as a data: URI, when it exists and is at most `maxBytes` long. */
  inlineSvg(src: string, maxBytes: number): string | undefined;
}

/** What a block's structured data may use. */
export interface StructuredDataContext {
  site: SiteSettings;
  /** The page's address ('/about'), or null for the not-found page. */
  route: string | null;
  /** An absolute URL on this site: '/about' -> 'https://nexaforge.example/about'. */
  absolute(path: string): string;
}

/**
 * Everything a block is beyond its schema and its component, in one place: its folder's block.ts.
 * Only `category`, `icon` and `example` are required; the rest defaults to "nothing special".
 */
export interface BlockDeclaration<T extends BlockType> {
  /** The name editors see; defaults to the schema's title without " block". */
  label?: string;
  category: BlockCategory;
  /** A Lucide icon name (https://lucide.dev/icons) for the visual editor's block list. */
  icon: string;
  /** A valid, ready-to-edit section: VS Code's snippet, docs/blocks.md's example, the editor's new section. */
  example: Omit<BlockOf<T>, "type">;
  /** When its script takes over in the browser; DEFAULT_HYDRATION ("visible") if not given. */
  hydration?: Hydration;
  /** Whether its component loads as a chunk of its own, only on pages that use it (heavy libraries). */
  lazy?: boolean;
  /** The collections in content/ its component reads through useCollection(). */
  collections?: readonly CollectionName[];
  /**
   * The part of its collections the component shows (a carousel's category), so that a page carries
   * only that; without it the page carries the whole collections.
   */
  shows?(block: BlockOf<T>, collections: Collections): Partial<Collections>;
  /** The text of the page's main heading (the h1), if this block shows it. */
  pageHeading?(block: BlockOf<T>): string | undefined;
  /** A build-time step: the block's data as the page hands it to the component. */
  prepare?(block: BlockOf<T>, ctx: PrepareContext): BlockOf<T>;
  /** Checks that the schema cannot express, in words for an editor. */
  check?(block: BlockOf<T>): BlockProblem[];
  /**
   * The page's schema.org data this block contributes. Objects with the same "@id" are merged (lists
   * joined); an object that names keys in "x-requires" is left out unless the merge supplied them.
   */
  structuredData?(block: BlockOf<T>, ctx: StructuredDataContext): Thing[];
}

export type AnyBlockDeclaration = { [T in BlockType]: BlockDeclaration<T> & { type: T } }[BlockType];

/** Declares a block; `type` must be its folder's name (npm run gen checks it). */
export function declareBlock<T extends BlockType>(
  type: T,
  declaration: BlockDeclaration<T>,
): BlockDeclaration<T> & { type: T } {
  return { type, ...declaration };
}
