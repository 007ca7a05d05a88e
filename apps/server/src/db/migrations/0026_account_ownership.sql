-- reserved for issue 24; replace with this migration's statements
select 1;
