/** Roll call page (attendance-roll-call). */
export default {
  title: 'Roll call',
  addTitle: 'Add roll call',
  editTitle: 'Edit roll call',
  fields: {
    name: 'Name',
    note: 'Note',
    sort: 'Order',
  },
  sortHelp: 'Smaller numbers come first',
};
