import type { Builder } from "./publisher.ts";

/** Placeholder until the incremental build lands: see the merge of wip/incremental2. */
export const buildSite: Builder = () => Promise.reject(new Error("The site's build is not available in this studio."));
