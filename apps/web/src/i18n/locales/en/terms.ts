/** Term time settings page (garden-semester). */
export default {
  title: 'Terms',
  addTitle: 'Add term',
  editTitle: 'Edit term',
  current: 'Current',
  schoolYearName: '{{from}}–{{to}}',
  fields: {
    schoolYear: 'School year',
    termType: 'Term',
    startDate: 'Start date',
    endDate: 'End date',
  },
  startWindow: 'This term must start between {{from}} and {{to}}',
  endAfterStart: 'The end date must be after the start date',
  endWindow: 'Must be on or before the end of the school year ({{date}})',
};
