/**
 * A value that links to a page, as the editor's server finds it (editor/server/links-to.ts) and
 * the editor lists it: in which file, where in it, and where a person sees it.
 */
export interface LinkPlace {
  /** 'pages/about.json' or 'content/site.json'. */
  file: string;
  /** The linking page's address ('/about'); null for a content file or the not-found page. */
  route: string | null;
  /** Where the value is in the file ('/sections/2/cta/href'): the editor words it by section and field. */
  pointer: string;
  /** For a content file, where it is in words: 'the main menu (Site settings)'. */
  where?: string;
  value: string;
}
