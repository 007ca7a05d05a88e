-- The group's schools: payment parameters, per-school figures kept current by a job.
select 1;
