-- reserved for daily health (health_records); its helper writes the tables here
select 1;
