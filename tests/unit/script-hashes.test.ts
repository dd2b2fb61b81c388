import { describe, expect, it } from "vitest";
import { cspHash, inlineScripts, pageScriptHashes } from "../../scripts/lib/script-hashes.ts";
import { TAP_KEEPER } from "../../src/generated/tap-keeper.ts";

// The scripts a page may run are the ones the build wrote (scripts/lib/script-hashes.ts).
const page = (extra = "") =>
  `<!doctype html><html><head><script>${TAP_KEEPER}</script><script type="application/ld+json">{"name":"Nexaforge"}</script></head>` +
  `<body><h1>About</h1>${extra}<script></script><script type="module" async="">import("/assets/entry.js")</script></body></html>`;

describe("the scripts a page may run", () => {
  it("are the code's own and the one paint-first wrote; structured data is not a script to run", () => {
    expect(inlineScripts(page())).toEqual([TAP_KEEPER, "", 'import("/assets/entry.js")']);
    expect(pageScriptHashes(page(), ['import("/assets/entry.js")'], "/about")).toEqual([
      cspHash(TAP_KEEPER),
      cspHash(""),
      cspHash('import("/assets/entry.js")'),
    ]);
  });

  it("stop the build when a page holds any other script, in any of the forms a browser runs", () => {
    for (const injected of [
      "<script>alert(1)</script>",
      '<SCRIPT type="text/javascript">alert(1)</SCRIPT>',
      '<script type="module">alert(1)</script >',
    ])
      expect(() => pageScriptHashes(page(injected), ['import("/assets/entry.js")'], "/about"), injected).toThrow(
        /^The page at \/about would carry a script that the site's code did not write, so nothing was built/,
      );
  });

  it("leave a script with its own address to the policy's 'self', and data to no policy", () => {
    expect(inlineScripts('<script src="/assets/x.js"></script><script type="application/json">{}</script>')).toEqual(
      [],
    );
  });
});
