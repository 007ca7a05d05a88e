-- reserved for daily health (health_temperature); its helper writes the tables here
select 1;
