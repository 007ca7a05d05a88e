/** Health codes page (attendance-health-codes). */
export default {
  title: 'Health codes',
  addTitle: 'Add health codes',
  editTitle: 'Edit health codes',
  fields: {
    name: 'Name',
    note: 'Note',
    sort: 'Order',
  },
  sortHelp: 'Smaller numbers come first',
};
