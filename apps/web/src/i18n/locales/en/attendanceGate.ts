/** Gate screen page (attendance-gate). */
export default {
  title: 'Gate screen',
  addTitle: 'Add gate screen',
  editTitle: 'Edit gate screen',
  fields: {
    name: 'Name',
    note: 'Note',
    sort: 'Order',
  },
  sortHelp: 'Smaller numbers come first',
};
