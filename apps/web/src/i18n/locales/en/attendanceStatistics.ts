/** Child attendance statistics page (attendance-statistics). */
export default {
  title: 'Child attendance statistics',
  addTitle: 'Add child attendance statistics',
  editTitle: 'Edit child attendance statistics',
  fields: {
    name: 'Name',
    note: 'Note',
    sort: 'Order',
  },
  sortHelp: 'Smaller numbers come first',
};
