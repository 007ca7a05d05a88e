// tables of the audit service
export {};
