// tables of the system module's roles area
export {};
