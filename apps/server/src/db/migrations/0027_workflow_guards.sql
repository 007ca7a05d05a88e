-- Issue 24 §7b: a leave's days are counted from its dates by the server. The built-in leave and
-- vacation forms now mark their days field as counted from the date range (daysOf); versions
-- saved before carry the same mark, so running and future requests of them route on the real span.
UPDATE workflow_versions v SET form = (
  SELECT jsonb_agg(CASE WHEN f->>'key' = 'days' AND f->>'type' = 'number' THEN f || '{"daysOf": "dates"}'::jsonb ELSE f END ORDER BY i)
  FROM jsonb_array_elements(v.form) WITH ORDINALITY AS e(f, i))
FROM workflow_processes p
WHERE p.school_id = v.school_id AND p.id = v.process_id AND p.kind IN ('leave', 'vacation')
  AND v.form @> '[{"key": "dates", "type": "date-range"}]'::jsonb AND v.form @> '[{"key": "days", "type": "number"}]'::jsonb;
