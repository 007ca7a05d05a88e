-- Supervising authorities: units and superior bodies, supervised groups, staff scope.
select 1;
