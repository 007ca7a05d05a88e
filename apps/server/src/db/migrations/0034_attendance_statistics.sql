-- Attendance statistics read the derived day rows (0031, 0037) and own no table. A school's
-- classes on one day or over a month are one range of this index; the primary key
-- (school_id, class_id, day) answers one class's range.
CREATE INDEX attendance_class_days_day ON attendance_class_days (school_id, day);
