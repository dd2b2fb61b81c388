/**
 * How the audit log takes an erased sender's address out of its entries (studio/server/audit.ts): the
 * address as a whole, whatever its case, and nothing else.
 */
import { describe, expect, it } from "vitest";
import { ERASED_ADDRESS, withoutAddress } from "../../studio/server/audit.ts";

describe("withoutAddress", () => {
  it.each([
    ["1 from karim@textile.example", "karim@textile.example", `1 from ${ERASED_ADDRESS}`],
    ["0 from Karim@Textile.EXAMPLE", " KARIM@textile.example ", `0 from ${ERASED_ADDRESS}`],
    ["wrote to karim@textile.example.", "karim@textile.example", `wrote to ${ERASED_ADDRESS}.`],
    ["a+b@x.example and a+b@x.example", "a+b@x.example", `${ERASED_ADDRESS} and ${ERASED_ADDRESS}`],
    ["2 from নুসরাত@shop.example", "নুসরাত@shop.example", `2 from ${ERASED_ADDRESS}`],
  ])("%j without %j", (subject, email, expected) => {
    expect(withoutAddress(subject, email)).toBe(expected);
  });

  it.each([
    // Other senders whose addresses hold this one.
    ["1 from mkarim@textile.example", "karim@textile.example"],
    ["1 from karim@textile.example.bd", "karim@textile.example"],
    ["1 from karim@textile.example-shop.bd", "karim@textile.example"],
    // Text that is no address is never taken out: erasing it must not rewrite other entries.
    ["pages/services/seo.json", "seo"],
  ])("leaves %j as it is for %j", (subject, email) => {
    expect(withoutAddress(subject, email)).toBe(subject);
  });
});
