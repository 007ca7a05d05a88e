// tables of the reference service
export {};
