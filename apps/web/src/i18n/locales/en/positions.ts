/** Job positions page (garden-position). */
export default {
  title: 'Positions',
  addTitle: 'Add position',
  editTitle: 'Edit position',
  fields: {
    name: 'Position',
    description: 'Description',
    sort: 'Order',
    memberCount: 'Active holders',
  },
  sortHelp: 'Smaller numbers come first',
  heldBy: '{{count}} active staff members still hold this position; change their positions before deleting it.',
};
