// tables of the system module's school area
export {};
