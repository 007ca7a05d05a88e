/** Approvals: process definitions and versions, requests, steps, decisions (tables added with their migration). */
export {};
