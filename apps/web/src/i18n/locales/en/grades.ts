/** Grade management (/garden/base/grade). */
export default {
  title: 'Grades',
  searchName: 'Grade name',
  columns: {
    name: 'Grade',
    level: 'Level',
    sort: 'Order',
    clazzCount: 'Classes',
    studentCount: 'Children in school',
  },
  fields: {
    name: 'Grade name',
    level: 'Level',
    sort: 'Order',
  },
  levelHelp: 'One grade per level; an upgrade moves a class to the grade one level up, classes of the senior level graduate',
  sortHelp: 'Smaller numbers come first',
  addTitle: 'Add grade',
  editTitle: 'Edit grade',
  deleteHint: 'A grade with classes (graduated ones included) cannot be deleted',
};
