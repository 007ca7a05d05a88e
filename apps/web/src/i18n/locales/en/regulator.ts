export default {
  title: 'Supervised kindergartens',
  total: '{{total}} in all',
  searchPlaceholder: 'Search by kindergarten name',
  enter: 'Enter (read-only)',
  independent: 'Independent',
  disabled: 'Disabled',
  withheld: 'The kindergarten does not share its figures with you',
  noEntry: 'The kindergarten does not allow read-only entry',
  columns: {
    name: 'Kindergarten',
    group: 'Group',
    address: 'Address',
    children: 'Children',
    classes: 'Classes',
    staff: 'Staff',
    action: 'Action',
  },
};
