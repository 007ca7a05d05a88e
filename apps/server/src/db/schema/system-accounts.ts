// tables of the system module's accounts area
export {};
