/** Attendance cards page (attendance-card). */
export default {
  title: 'Attendance cards',
  addTitle: 'Add attendance cards',
  editTitle: 'Edit attendance cards',
  fields: {
    name: 'Name',
    note: 'Note',
    sort: 'Order',
  },
  sortHelp: 'Smaller numbers come first',
};
