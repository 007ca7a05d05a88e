/** Shifts page (attendance-shifts). */
export default {
  title: 'Shifts',
  addTitle: 'Add shifts',
  editTitle: 'Edit shifts',
  fields: {
    name: 'Name',
    note: 'Note',
    sort: 'Order',
  },
  sortHelp: 'Smaller numbers come first',
};
