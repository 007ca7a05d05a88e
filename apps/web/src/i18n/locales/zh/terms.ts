/** Term time settings page (garden-semester). */
export default {
  title: '学期设置',
  addTitle: '新增学期',
  editTitle: '编辑学期',
  current: '当前学期',
  schoolYearName: '{{from}}-{{to}}学年',
  fields: {
    schoolYear: '学年',
    termType: '学期',
    startDate: '开始日期',
    endDate: '结束日期',
  },
  startWindow: '该学期应在 {{from}} 至 {{to}} 之间开始',
  endAfterStart: '结束日期应晚于开始日期',
  endWindow: '应不晚于学年结束 {{date}}',
};
