// Daily health adds no Drizzle table: its migrations (0016_health_inspection.sql, 0017_health_records.sql,
// 0018_health_temperature.sql, 0019_health_care.sql, 0020_health_alerts.sql) create the tables, read and
// written through SQL in apps/server/src/modules/health/*/*-data.ts.
export {};
