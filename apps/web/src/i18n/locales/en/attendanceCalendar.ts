/** School calendar page (attendance-calendar). */
export default {
  title: 'School calendar',
  addTitle: 'Add school calendar',
  editTitle: 'Edit school calendar',
  fields: {
    name: 'Name',
    note: 'Note',
    sort: 'Order',
  },
  sortHelp: 'Smaller numbers come first',
};
