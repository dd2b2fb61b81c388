import nodemailer from "nodemailer";
import type { NotifyConfig, SmtpConfig } from "../config.ts";
import type { EnquiryFields, Language } from "../../contracts/generated/enquiry.ts";
import { LANGUAGE_NAMES } from "../../contracts/languages.ts";

/** An enquiry as the notification shows it (a row of the enquiries table). */
export interface EnquiryRow extends EnquiryFields {
  id: string;
  received_at: string;
  language: Language;
}

// Bounded waits: a hung SMTP server must not hold the worker (and so the shutdown) for long.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function createTransport(smtp: SmtpConfig) {
  if (smtp.url) return nodemailer.createTransport({ url: smtp.url, ...TIMEOUTS });
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass } : undefined,
    ...TIMEOUTS,
  });
}

export type Transport = ReturnType<typeof createTransport>;

/**
 * The notification: from the owner's own address to the owner, plain text. The enquirer's
 * address appears only as Reply-To (never From, which would fail SPF/DMARC and let anyone
 * choose the sender), and only when it cannot break out of its header line.
 */
export function notificationMessage(row: EnquiryRow, notify: Pick<NotifyConfig, "to" | "from">) {
  const replyTo = /[\r\n]/.test(row.email) ? undefined : row.email;
  const lines = [
    `A new enquiry arrived through the website on ${row.received_at}.`,
    "",
    `Name:     ${row.name}`,
    `E-mail:   ${row.email}`,
    `Phone:    ${row.phone}`,
    `Services: ${row.services}`,
    `Country:  ${row.country || "(not given)"}`,
    `Budget:   ${row.price || "(not given)"}`,
    // The page it was sent from: the language to answer in.
    `Language: ${LANGUAGE_NAMES[row.language] ?? row.language}`,
    "",
    "Message:",
    row.message || "(none)",
    "",
    `Enquiry id: ${row.id}`,
    replyTo ? "Reply to this e-mail to answer the enquirer." : "The enquirer's address could not be set as Reply-To.",
  ];
  return {
    from: notify.from,
    to: notify.to,
    replyTo,
    // No personal data in the subject: it shows in lock screens and notification previews.
    subject: `New website enquiry (${row.received_at.slice(0, 10)})`,
    text: lines.join("\n"),
  };
}
