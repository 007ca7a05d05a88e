-- reference: filled in by the reference service
select 1;
