-- jobs: filled in by the jobs service
select 1;
