/** Graduate pages (garden/graduate): graduated classes, a class's graduates, one graduate. */
export default {
  listTitle: 'Graduated classes',
  viewTitle: 'Graduated class: {{name}}',
  detailTitle: 'Graduate details',
  childrenTitle: 'Graduates',
  exportAll: 'Export graduates',
  notFound: 'The graduated class does not exist or is outside your range',
  fields: {
    clazz: 'Class',
    grade: 'Grade',
    graduateYear: 'Graduation year',
    graduatedAt: 'Graduated on',
    studentCount: 'Graduates',
    boys: 'Boys',
    girls: 'Girls',
    teachers: 'Teachers',
  },
  term: {
    date: 'School year {{year}}: the top grade graduates on {{date}} (end of the spring term)',
    unset: 'School year {{year}}: the spring term is not set yet, so the graduation date is open',
  },
};
