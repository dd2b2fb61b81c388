import { describe, expect, it } from "vitest";
import { afterLogin } from "../../studio/client/session.ts";

// Where the studio's login goes once it succeeds: back to what was asked for, never out of the studio.
describe("afterLogin", () => {
  it("stays at the address the login form was shown at", () => {
    expect(afterLogin({ pathname: "/studio/about", search: "" })).toBe("/studio/about");
  });

  it.each([
    ["?next=%2Fstudio%2Fcontact", "/studio/contact"],
    ["?next=%2Fstudio%2F_content%2Fsite", "/studio/_content/site"],
    ["?next=%2Fstudio", "/studio"],
  ])("from /studio/login%s goes to %s", (search, to) => {
    expect(afterLogin({ pathname: "/studio/login", search })).toBe(to);
  });

  it.each([
    "",
    "?next=https%3A%2F%2Fevil.example%2Fstudio",
    "?next=%2F%2Fevil.example",
    "?next=%2Fabout",
    "?next=%2Fstudio%2Flogin",
    "?next=%2Fstudioevil",
  ])("from /studio/login%s goes to the list of pages, nowhere else", (search) => {
    expect(afterLogin({ pathname: "/studio/login", search })).toBe("/studio");
  });
});
