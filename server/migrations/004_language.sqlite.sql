-- The language of the page each enquiry was sent from ('en', 'bn'), so the owner can answer in it.
-- Enquiries stored before the site had a Bangla edition came from English pages. The API takes
-- only the site's languages (schema/enquiry.schema.json); no CHECK lists them here, so that a
-- language added to the site needs no rebuild of this table.
ALTER TABLE enquiries ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
