/** Supervising authorities: units, superior bodies, supervised groups, staff scope (tables added with their migration). */
export {};
