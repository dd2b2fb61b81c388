-- The owner's inbox: where each enquiry stands (new until someone replies or archives it), a note
-- for colleagues, and who changed either last and when. Existing enquiries start as new.
ALTER TABLE enquiries ADD COLUMN status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'replied', 'archived'));
ALTER TABLE enquiries ADD COLUMN note TEXT NOT NULL DEFAULT '' CHECK (length(note) <= 4000);
ALTER TABLE enquiries ADD COLUMN updated_at TEXT;                 -- ISO 8601 UTC of the last status or note change
ALTER TABLE enquiries ADD COLUMN updated_by TEXT;                 -- the studio account's e-mail that made it

CREATE INDEX enquiries_status ON enquiries (status, received_at);
