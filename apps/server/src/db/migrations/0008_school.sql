-- school: filled in by the system module's school area
select 1;
