import { describe, expect, it } from "vitest";
import { developerWords } from "../person-words.ts";

// What people met in the studio at aba677f (issue 51): each must be found.
const MET = [
  "Not saved: Failed to fetch",
  "Nothing was published: Content has problems, so nothing was built: pages/careers.json:24:42 /sections/1/cta/href: links to /contcat",
  "Choose a page to edit. Each is a file in pages/; saving writes that file.",
  "pages/about.json",
  "Editing /careers in Bangla (i18n/bn/pages/careers.json)",
  "Overridden at build time by VITE_API_BASE",
  "Image file: Path of the file under public/",
  "published: 20261201-214540-642 (38232c42db)",
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0",
  "receivedAt,userAgent,clientHash",
  "TypeError: Cannot read properties of undefined (reading 'x')\n    at render (Workspace.tsx:12:5)",
  "x".repeat(301),
];

// Plain words a person should read: none may be found.
const PLAIN = [
  "Not saved yet: the studio cannot be reached. Your changes are kept in this browser and will be saved when it is back.",
  "On the Careers page (/careers), section 2 “Join us”, field “Button link”: there is no page at /contcat. Choose a page from the list.",
  "Published at 14:05 by Rahima Akter: 3 pages and the main menu are live.",
  "Services › Website development (/services/website/website-development)",
  "We build websites, run campaigns on Facebook and YouTube, and answer on WhatsApp.",
  "Received 2 December 2026, 09:40",
  "৩টি পাতা এখন লাইভ",
];

describe("developerWords", () => {
  it.each(MET)("finds what a developer would write in %j", (text) => {
    expect(developerWords(text)).not.toEqual([]);
  });

  it.each(PLAIN)("finds nothing in plain words %j", (text) => {
    expect(developerWords(text)).toEqual([]);
  });
});
