// tables of the jobs service
export {};
