-- roles: filled in by the system module's roles area
select 1;
