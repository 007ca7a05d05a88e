-- Approvals: process definitions and their versions, requests (instances), their steps, decisions and copies.
select 1;
