-- accounts: filled in by the system module's accounts area
select 1;
