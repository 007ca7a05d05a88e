-- A group's departments, employees, their scope over the schools, and group roles' school codes.
select 1;
