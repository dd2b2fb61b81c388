import { describe, expect, it } from "vitest";
import { greetingFor } from "../../src/app/layout/greeting.ts";
import site from "../../content/site.json" with { type: "json" };

const g = site.greeting;

describe("greeting thresholds (spec: before 12 morning, 12 to before 18 afternoon, else night)", () => {
  it("uses the spec's hours and hourly refresh", () => {
    expect([g.afternoonFrom, g.eveningFrom, g.refreshMs]).toEqual([12, 18, 3600000]);
  });
  it.each([
    [0, "Good Morning"],
    [5, "Good Morning"],
    [6, "Good Morning"],
    [11, "Good Morning"],
    [12, "Good Afternoon"],
    [17, "Good Afternoon"],
    [18, "Good Night"],
    [23, "Good Night"],
  ])("at %i:00 says %s", (hour, text) => {
    expect(greetingFor(hour, g)).toBe(text);
  });
});
