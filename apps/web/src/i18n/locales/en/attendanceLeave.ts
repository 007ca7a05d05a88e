/** Child leave page (attendance-leave). */
export default {
  title: 'Child leave',
  addTitle: 'Add child leave',
  editTitle: 'Edit child leave',
  fields: {
    name: 'Name',
    note: 'Note',
    sort: 'Order',
  },
  sortHelp: 'Smaller numbers come first',
};
