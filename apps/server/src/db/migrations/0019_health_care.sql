-- reserved for daily health (health_care); its helper writes the tables here
select 1;
