/** A group's departments, employees and their scope (tables added with their migration). */
export {};
