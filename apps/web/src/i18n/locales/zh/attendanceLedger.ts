/** Attendance records page (attendance-ledger). */
export default {
  title: '考勤记录',
  addTitle: '新增考勤记录',
  editTitle: '编辑考勤记录',
  fields: {
    name: '名称',
    note: '备注',
    sort: '排序',
  },
  sortHelp: '数字越小越靠前',
};
