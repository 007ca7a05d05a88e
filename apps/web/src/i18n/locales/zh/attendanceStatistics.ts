/** Child attendance statistics page (attendance-statistics). */
export default {
  title: '幼儿考勤统计',
  addTitle: '新增幼儿考勤统计',
  editTitle: '编辑幼儿考勤统计',
  fields: {
    name: '名称',
    note: '备注',
    sort: '排序',
  },
  sortHelp: '数字越小越靠前',
};
