/**
 * The content files the editor opens and saves, by name ('site' is content/site.json): the server
 * opens these and no other (editor/server/content.ts). countries.json is not among them: its
 * ids are stored with every enquiry and its order is a rule of the form, so it stays a developer's change.
 */
export const EDITABLE_CONTENT = ["site", "services", "clients", "projects", "technologies", "form"] as const;
export type EditableContent = (typeof EDITABLE_CONTENT)[number];
