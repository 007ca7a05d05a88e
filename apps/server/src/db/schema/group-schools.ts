/** The group's schools: payment parameters and per-school figures (tables added with their migration). */
export {};
