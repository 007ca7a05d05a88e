export { chinaMonth, partitionName } from './months.ts';
export { maintainPartitions, type PartitionPolicy, type PartitionRun, readPolicies } from './partition-maintenance.ts';
export { PARTITION_CRON, partitionSchedule } from './partition-schedule.ts';
