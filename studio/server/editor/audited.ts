import type { EditorOperation } from "../../../contracts/editor-requests.ts";
import type { AuditAction } from "../audit.ts";

type Fields = Record<string, unknown>;

/**
 * The audit entry of an operation that wrote (answered 2xx): its action and the file it names,
 * from the request and the answer: save {file: 'about.json'} -> page_saved 'pages/about.json'.
 * "New page" and "Duplicate" write nothing (the first Save does), and the checks only read.
 */
const WRITES: Partial<Record<EditorOperation, (input: Fields, answer: Fields) => [AuditAction, string]>> = {
  save: (input) => ["page_saved", `pages/${String(input.file)}`],
  delete: (input) => ["page_deleted", `pages/${String(input.file)}`],
  rename: (input, answer) => ["page_moved", `pages/${String(input.file)} -> pages/${String(answer.file)}`],
  "content-save": (input) => ["content_saved", `content/${String(input.name)}.json`],
  "translation-save": (input) => ["translation_saved", `i18n/${String(input.locale)}/${String(input.source)}`],
  image: (_input, answer) => ["image_uploaded", `public${String(answer.src)}`],
};

export function auditedWrite(
  operation: EditorOperation,
  input: unknown,
  status: number,
  answer: Fields,
): { action: AuditAction; subject: string } | undefined {
  const entry = WRITES[operation];
  if (!entry || status >= 300) return undefined;
  const [action, subject] = entry((input ?? {}) as Fields, answer);
  return { action, subject };
}
