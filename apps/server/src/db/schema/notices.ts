// tables of the notices service
export {};
