/** Attendance cards page (attendance-card). */
export default {
  title: '考勤卡',
  addTitle: '新增考勤卡',
  editTitle: '编辑考勤卡',
  fields: {
    name: '名称',
    note: '备注',
    sort: '排序',
  },
  sortHelp: '数字越小越靠前',
};
