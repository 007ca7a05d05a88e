-- notices: filled in by the notices service
select 1;
