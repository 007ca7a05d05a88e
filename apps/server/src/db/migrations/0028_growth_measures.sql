-- How a child's stature was measured and whether oedema was seen: WHO converts a standing height
-- under two (+0.7 cm) or a lying length from two (−0.7 cm) to what its tables expect, and gives no
-- weight-based z-score to a child with bilateral pitting oedema. Records stored before this were
-- assessed as standing heights: they say so, and keep their figures.
ALTER TABLE exam_records ADD COLUMN position text CHECK (position IN ('lying', 'standing'));--> statement-breakpoint
ALTER TABLE exam_records ADD COLUMN oedema boolean NOT NULL DEFAULT false;--> statement-breakpoint
UPDATE exam_records SET position = 'standing' WHERE height_cm IS NOT NULL;
