/** Smart pickup page (attendance-pickup). */
export default {
  title: 'Smart pickup',
  addTitle: 'Add smart pickup',
  editTitle: 'Edit smart pickup',
  fields: {
    name: 'Name',
    note: 'Note',
    sort: 'Order',
  },
  sortHelp: 'Smaller numbers come first',
};
