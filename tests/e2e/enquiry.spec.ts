import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, test, type Page } from "@playwright/test";
import type { EnquiryFields } from "../../contracts/generated/enquiry.ts";
import { CONTENT_DIR, ROOT } from "../../engine/paths.ts";
import type { EnquiryFormCopy } from "../../src/generated/schema.ts";
import { hydrated } from "./site.ts";

// The server under test writes to this file (playwright.config.ts sets DATABASE_FILE).
const DB = process.env.E2E_DATABASE_FILE!;

interface Row extends EnquiryFields {
  idempotency_key: string;
  language?: string;
}

// The form's words: in English (content/form.json), and in Bangla by JSON pointer into it (its translation).
const copy = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, "form.json"), "utf8")) as EnquiryFormCopy;
const translation = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(ROOT, "i18n/bn", file), "utf8")) as {
    fields: Record<string, { text: string }>;
  };
const bn = (pointer: string) => translation("content/form.json").fields[pointer]!.text;

function rowsFor(email: string): Row[] {
  const db = new Database(DB, { readonly: true, fileMustExist: true });
  try {
    return db.prepare("SELECT * FROM enquiries WHERE email = ?").all(email) as Row[];
  } finally {
    db.close();
  }
}

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

type Form = ReturnType<Page["locator"]>;

/** Types an enquiry into the form, field by field, as a person does. */
async function typeInto(form: Form, v: Omit<Row, "idempotency_key">) {
  await form.getByLabel("Name").fill(v.name);
  await form.getByLabel("Email").fill(v.email);
  await form.getByLabel("Phone").fill(v.phone);
  await form.getByLabel("Services").fill(v.services);
  await form.getByLabel("Country").selectOption(v.country);
  await form.getByLabel("Budget").selectOption(v.price);
  await form.getByLabel("Message").fill(v.message);
}

async function fill(page: Page, form: Form, v: Omit<Row, "idempotency_key">) {
  await typeInto(form, v);
  // People take more than the server's minimum fill time (3 s); so does this test.
  await page.waitForTimeout(3200);
}

/** Whether the toast sits in the window's top-right quarter and is the element a person would see there. */
function toastOnTop(): boolean {
  const toast = document.querySelector(".Toastify__toast");
  if (!toast) return false;
  const r = toast.getBoundingClientRect();
  const x = r.left + r.width / 2;
  const y = r.top + r.height / 2;
  return x > window.innerWidth / 2 && y < window.innerHeight / 2 && toast.contains(document.elementFromPoint(x, y));
}

const formOn = (page: Page, heading: string) => page.getByRole("region", { name: heading });

for (const [route, heading] of [
  ["/", "Tell us about your project"],
  ["/contact", "Send us a message"],
] as const) {
  test.describe(`the enquiry form on ${route}`, () => {
    test("sends the enquiry, confirms it, clears the form, and the owner has exactly those values", async ({
      page,
    }) => {
      await page.goto(route);
      await hydrated(page);
      const form = formOn(page, heading);
      const values = {
        name: "Farzana Akter",
        email: unique("farzana"),
        phone: "+880 1711-234567",
        services: "E-commerce website with bKash checkout",
        country: "Bangladesh",
        price: "$2001-5000",
        message: "We sell handloom sarees online.\nCan you launch before Eid?",
      };
      await fill(page, form, values);
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Message Sent Successfully!")).toBeVisible();
      // Really on screen: in the top-right corner and not covered by anything.
      await expect.poll(() => page.evaluate(toastOnTop)).toBe(true);
      await expect(form.getByLabel("Name")).toHaveValue("");
      await expect(form.getByLabel("Message")).toHaveValue("");
      const rows = rowsFor(values.email);
      expect(rows).toHaveLength(1);
      const { idempotency_key: key, ...stored } = rows[0]!;
      expect(stored).toMatchObject(values);
      expect(key).toMatch(/^[0-9a-f-]{36}$/);
    });

    test("names each required field that is missing or wrong, and moves focus to the first", async ({ page }) => {
      await page.goto(route);
      await hydrated(page);
      const form = formOn(page, heading);
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(form.getByLabel("Name")).toBeFocused();
      await expect(form.getByLabel("Name")).toHaveAccessibleDescription("Please enter your name.");
      await expect(form.getByLabel("Email")).toHaveAccessibleDescription("Please enter your e-mail address.");
      await expect(form.getByLabel("Phone")).toHaveAccessibleDescription("Please enter your phone number.");
      await expect(form.getByLabel("Services")).toHaveAccessibleDescription("Please tell us which services you need.");
      await expect(form.getByLabel("Country")).not.toHaveAttribute("aria-invalid");
      await expect(
        page.getByRole("status").filter({ hasText: "Please correct the 4 highlighted fields." }),
      ).toHaveCount(1);

      await form.getByLabel("Email").fill("not-an-address");
      await form.getByLabel("Phone").fill("12ab");
      await form.getByLabel("Name").fill("Rafiq");
      await expect(form.getByLabel("Name")).not.toHaveAttribute("aria-invalid");
      await expect(form.getByLabel("Email")).toHaveAccessibleDescription(/valid e-mail address/);
      await expect(form.getByLabel("Phone")).toHaveAccessibleDescription(/7 to 20 digits/);
      await expect(form.getByLabel("Phone")).toHaveAttribute("inputmode", "tel");
    });
  });
}

test("when sending fails, the visitor is told, and the message can be restored and sent once", async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
  const form = formOn(page, "Send us a message");
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  const values = {
    name: "Tanvir Hasan",
    email: unique("tanvir"),
    phone: "01811-765432",
    services: "SEO audit",
    country: "",
    price: "",
    message: "Our rankings fell after a redesign.",
  };
  await page.route("**/api/contact", (route) => route.abort("connectionrefused"));
  await fill(page, form, values);
  await form.getByRole("button", { name: "Send Message" }).click();
  // What happened, and why: no answer came.
  await expect(form.getByRole("alert")).toHaveText(`Error sending message${copy.problems.network}`);
  await expect(form.getByLabel("Services")).toHaveValue("");
  expect(errors.some((e) => e.includes("could not be sent"))).toBe(true);
  expect(rowsFor(values.email)).toHaveLength(0);

  await page.unroute("**/api/contact");
  await form.getByRole("button", { name: "Restore my message" }).click();
  await expect(form.getByLabel("Services")).toHaveValue(values.services);
  await expect(form.getByLabel("Message")).toHaveValue(values.message);
  await page.waitForTimeout(3200);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent Successfully!")).toBeVisible();
  expect(rowsFor(values.email)).toHaveLength(1);
});

test("a server error is a failure too, and the send button cannot be pressed twice", async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
  const form = formOn(page, "Send us a message");
  let calls = 0;
  await page.route("**/api/contact", async (route) => {
    calls++;
    await new Promise((r) => setTimeout(r, 500));
    await route.fulfill({ status: 503, body: '{"error":"unavailable"}', contentType: "application/json" });
  });
  await fill(page, form, {
    name: "Nusrat",
    email: unique("nusrat"),
    phone: "01911000000",
    services: "Logo design",
    country: "",
    price: "",
    message: "",
  });
  const send = form.getByRole("button", { name: "Send Message" });
  await send.click();
  await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
  await form.getByRole("button", { name: "Sending..." }).click({ force: true });
  await expect(form.getByRole("alert")).toHaveText(`Error sending message${copy.problems.unavailable}`);
  expect(calls).toBe(1);
});

test("what a visitor types before the form's script arrives is kept, and a Send pressed then is sent once it arrives", async ({
  page,
}) => {
  // Hold back the form's chunk until the visitor has pressed Send, as a slow connection would.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/assets/contactForm-*.js", async (route) => {
    await held;
    await route.continue();
  });
  const posts: string[] = [];
  page.on("request", (r) => r.method() === "POST" && posts.push(r.headers()["content-type"] ?? ""));
  await page.goto("/contact");
  const form = formOn(page, "Send us a message");
  const values = {
    name: "Early Typist",
    email: unique("early"),
    phone: "+880 1811-000111",
    services: "A booking website",
    country: "Bangladesh",
    price: "$0-2000",
    message: "Typed before the page had finished loading.",
  };
  await fill(page, form, values);
  const send = form.getByRole("button", { name: "Send Message" });
  await send.click();
  await send.click(); // pressed twice while waiting: still one enquiry
  await expect(form.getByLabel("Name")).toHaveValue(values.name); // nothing was posted by the browser
  expect(posts).toEqual([]);
  release();
  await expect(page.getByText("Message Sent Successfully!")).toBeVisible({ timeout: 15_000 });
  await expect(form.getByLabel("Name")).toHaveValue("");
  const rows = rowsFor(values.email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject(values);
  expect(posts).toEqual(["application/json"]);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });
  test("the form is sent by the browser itself, answered with a page, and stored exactly as typed", async ({
    page,
  }) => {
    await page.goto("/contact");
    const form = formOn(page, "Send us a message");
    const values = {
      name: "Nasrin Sultana",
      email: unique("nasrin"),
      phone: "01911-555666",
      services: "Search engine optimisation",
      country: "India",
      price: "$5001-10000",
      message: "No script on this phone.",
    };
    await typeInto(form, values);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Message Sent Successfully!");
    expect(new URL(page.url()).search).toBe(""); // nothing typed went into an address
    expect(rowsFor(values.email)).toHaveLength(1);
    expect(rowsFor(values.email)[0]).toMatchObject(values);
    await page.getByRole("link", { name: "Back to the form" }).click();
    await expect(page).toHaveURL("/contact");
  });
});

test("the toast's code is fetched once the visitor starts typing, not with the page", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (r) => /\/assets\/toaster-[^/]*\.js$/.test(r.url()) && fetched.push(r.url()));
  await page.goto("/");
  await hydrated(page);
  const form = formOn(page, "Tell us about your project");
  await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
  await page.waitForLoadState("networkidle");
  expect(fetched).toEqual([]);
  await form.getByLabel("Name").fill("Sadia");
  await expect.poll(() => fetched.length).toBe(1);
});

test("a sent message is confirmed in the form when the toast's code cannot be fetched", async ({ page }) => {
  await page.route("**/assets/toaster-*.js", (route) => route.abort("connectionrefused"));
  await page.goto("/contact");
  await hydrated(page);
  const form = formOn(page, "Send us a message");
  const values = {
    name: "Imran Chowdhury",
    email: unique("imran"),
    phone: "01511-223344",
    services: "Facebook ads for a restaurant",
    country: "",
    price: "",
    message: "",
  };
  await fill(page, form, values);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("status").filter({ hasText: "Message Sent Successfully!" })).toBeVisible();
  await expect(form.getByRole("alert")).toHaveCount(0);
  await expect(form.getByLabel("Name")).toHaveValue("");
  expect(rowsFor(values.email)).toHaveLength(1);
});

test.describe("the enquiry form on /bn/contact", () => {
  const heading = translation("pages/contact.json").fields["/sections/1/form/heading"]!.text;

  test("an empty send names each required field in Bangla, the count in Bengali digits", async ({ page }) => {
    await page.goto("/bn/contact");
    await hydrated(page);
    const form = formOn(page, heading);
    await form.getByRole("button", { name: bn("/submit") }).click();
    const name = form.getByLabel(bn("/fields/name/label"));
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription(bn("/fields/name/required"));
    await expect(form.getByLabel(bn("/fields/email/label"))).toHaveAccessibleDescription(bn("/fields/email/required"));
    const phone = form.getByLabel(bn("/fields/phone/label"));
    await expect(phone).toHaveAccessibleDescription(bn("/fields/phone/required"));
    await expect(form.getByLabel(bn("/fields/services/label"))).toHaveAccessibleDescription(
      bn("/fields/services/required"),
    );
    await expect(page.getByRole("status").filter({ hasText: bn("/errorSummary").replace("{count}", "৪") })).toHaveCount(
      1,
    );
    // Too few digits, typed on a Bangla keyboard: the Bangla rule, which no longer asks for English digits.
    await phone.fill("১২৩");
    await expect(phone).toHaveAccessibleDescription(bn("/fields/phone/invalid"));
    expect(bn("/fields/phone/invalid")).not.toMatch(/ইংরেজি|0-9/);
    await phone.fill("০১৭১১-২৩৪৫৬৭");
    await expect(phone).not.toHaveAttribute("aria-invalid");
  });

  test("a Bangla enquiry is confirmed in Bangla and stored as typed, with its language, the phone in Latin digits", async ({
    page,
  }) => {
    await page.goto("/bn/contact");
    await hydrated(page);
    const form = formOn(page, heading);
    const email = unique("nusrat");
    await form.getByLabel(bn("/fields/name/label")).fill("নুসরাত জাহান");
    await form.getByLabel(bn("/fields/email/label")).fill(email);
    await form.getByLabel(bn("/fields/phone/label")).fill("+৮৮০ ১৭১১-২৩৪৫৬৭");
    await form.getByLabel(bn("/fields/services/label")).fill("ফেসবুক বিজ্ঞাপন ও এসইও");
    // The choices in Bangla; what is stored is what the schema knows.
    await form.getByLabel(bn("/fields/country/label")).selectOption({ label: "বাংলাদেশ" });
    await form.getByLabel(bn("/fields/price/label")).selectOption({ label: bn("/fields/price/options/$2001-5000") });
    const message = "আমাদের শাড়ির দোকানের জন্য অনলাইন স্টোর চাই।\nক্ষুদ্র ব্যবসা, জ্ঞান ও মন্ত্রণা: ঈদের আগে সম্ভব?";
    await form.getByLabel(bn("/fields/message/label")).fill(message);
    await page.waitForTimeout(3200);
    await form.getByRole("button", { name: bn("/submit") }).click();
    await expect(page.getByText(bn("/success"))).toBeVisible();
    await expect(form.getByLabel(bn("/fields/name/label"))).toHaveValue("");
    const rows = rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "নুসরাত জাহান",
      phone: "+880 1711-234567",
      services: "ফেসবুক বিজ্ঞাপন ও এসইও",
      country: "Bangladesh",
      price: "$2001-5000",
      message,
      language: "bn",
    });
  });

  test("a refusal by the server is worded in Bangla from its code, never in the API's English", async ({ page }) => {
    await page.goto("/bn/contact");
    await hydrated(page);
    const form = formOn(page, heading);
    const english = "Too many enquiries from this address: try again later.";
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({ error: "rate_limited", message: english }),
      }),
    );
    await form.getByLabel(bn("/fields/name/label")).fill("রফিক");
    await form.getByLabel(bn("/fields/email/label")).fill(unique("rafiq"));
    await form.getByLabel(bn("/fields/phone/label")).fill("০১৮১১-৭৬৫৪৩২");
    await form.getByLabel(bn("/fields/services/label")).fill("এসইও");
    await form.getByRole("button", { name: bn("/submit") }).click();
    const alert = form.getByRole("alert");
    await expect(alert).toHaveText(`${bn("/failure")}${bn("/problems/rateLimited")}`);
    await expect(alert).not.toContainText(english);
    await expect(form.getByRole("button", { name: bn("/restore") })).toBeVisible();
  });
});
