import type { Plugin } from "vite";

/** An origin with https:// and no path ('https://api.nexaforge.example', a port allowed), or empty. */
const ENQUIRY_ADDRESS = /^(https:\/\/[a-z0-9.:-]+)?$/;

/** The words for a wrong VITE_API_BASE, or undefined when it will do (unset, empty, or an https origin). */
export function enquiryAddressProblem(value: string | undefined): string | undefined {
  if (value === undefined || ENQUIRY_ADDRESS.test(value)) return undefined;
  return (
    `VITE_API_BASE=${value}: the address the site's forms send enquiries to must be empty (this site's own ` +
    'server, the default) or an origin with https:// and nothing after it, such as "https://api.nexaforge.example". ' +
    "Set it so in the environment or in .env, or remove it, and build again."
  );
}

/**
 * The enquiry address (VITE_API_BASE) is a deploy setting, read where the build reads it: Vite's
 * environment (the process's, then .env files), which the contact form's `apiBase()` is compiled
 * with. A wrong one stops the build and the dev server with plain words, rather than a form that
 * posts enquiries to a place no one reads or to plain http.
 */
export function enquiryAddress(): Plugin {
  return {
    name: "nexaforge:enquiry-address",
    configResolved(config) {
      const problem = enquiryAddressProblem(config.env.VITE_API_BASE as string | undefined);
      if (problem) throw new Error(problem);
    },
  };
}
