/** Attendance records page (attendance-ledger). */
export default {
  title: 'Attendance records',
  addTitle: 'Add attendance records',
  editTitle: 'Edit attendance records',
  fields: {
    name: 'Name',
    note: 'Note',
    sort: 'Order',
  },
  sortHelp: 'Smaller numbers come first',
};
