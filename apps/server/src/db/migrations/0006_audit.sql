-- audit: filled in by the audit service
select 1;
